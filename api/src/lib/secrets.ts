import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { DomainFailure } from "../domain/failures";
import type { Env } from "../env";

// The secrets the database keeps (the signing certificate, its password, the PAC's credentials),
// encrypted with SECRET_KEY (api/docs/company-settings.md, "Electronic invoicing setup"): a copy of
// the database or a backup alone does not give them away. AES-256-GCM, which also proves on
// decryption that the bytes are the ones written, under this key.
//
// Layout: one version byte (1), the 12-byte IV, then the ciphertext and GCM's 16-byte tag. The
// version lets a later key or algorithm be told apart from this one.

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const SECRET_KEY_MISSING =
  "El servidor no tiene SECRET_KEY configurada: no puede guardar certificados ni credenciales. " +
  "El administrador del servidor debe definirla (se genera con: openssl rand -base64 32; vea SECRET_KEY en el README).";

export const SECRET_UNREADABLE =
  "No se pudo descifrar un dato guardado: la SECRET_KEY del servidor no es la misma con la que se guardó, " +
  "o el dato fue alterado. Restaure la SECRET_KEY anterior o vuelva a cargar el certificado y las credenciales.";

function keyOf(env: Pick<Env, "SECRET_KEY">): Uint8Array {
  // A 409: the request is fine, the server is not set up for it.
  if (!env.SECRET_KEY) throw new DomainFailure("conflict", SECRET_KEY_MISSING);
  return env.SECRET_KEY;
}

/** A 409 SECRET_KEY_MISSING unless this server can store secrets: said before any work is done. */
export function assertCanStoreSecrets(env: Pick<Env, "SECRET_KEY">): void {
  keyOf(env);
}

/** `value` (text as UTF-8) encrypted under SECRET_KEY; a 409 without one. */
export function encryptSecret(env: Pick<Env, "SECRET_KEY">, value: Uint8Array | string): Uint8Array {
  const key = keyOf(env);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const plain = typeof value === "string" ? Buffer.from(value, "utf8") : value;
  const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return new Uint8Array(Buffer.concat([Buffer.of(VERSION), iv, body]));
}

/**
 * The bytes `encryptSecret` was given. A 409 without SECRET_KEY, and a 409 SECRET_UNREADABLE
 * when GCM's tag does not match: another key, or bytes changed since (never a crash).
 */
export function decryptSecret(env: Pick<Env, "SECRET_KEY">, sealed: Uint8Array): Uint8Array {
  const key = keyOf(env);
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) {
    throw new DomainFailure("conflict", SECRET_UNREADABLE);
  }
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const body = sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]));
  } catch {
    throw new DomainFailure("conflict", SECRET_UNREADABLE);
  }
}

/** `decryptSecret` of text written as such. */
export const decryptSecretText = (env: Pick<Env, "SECRET_KEY">, sealed: Uint8Array) =>
  Buffer.from(decryptSecret(env, sealed)).toString("utf8");
