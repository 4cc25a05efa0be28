import { describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { DomainFailure } from "../domain/failures";
import { parseEnv } from "../env";
import { decryptSecret, decryptSecretText, encryptSecret, SECRET_KEY_MISSING, SECRET_UNREADABLE } from "./secrets";

const keyed = () => parseEnv({ SECRET_KEY: randomBytes(32).toString("base64") });

/** The refusal `run` throws: its kind and Spanish message. */
function refusalOf(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainFailure) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error("no refusal");
}

describe("SECRET_KEY", () => {
  test("32 bytes in base64 (with or without its padding) or hex", () => {
    const key = randomBytes(32);
    expect(parseEnv({ SECRET_KEY: key.toString("base64") }).SECRET_KEY).toEqual(new Uint8Array(key));
    expect(parseEnv({ SECRET_KEY: key.toString("base64").replace(/=$/, "") }).SECRET_KEY).toEqual(new Uint8Array(key));
    expect(parseEnv({ SECRET_KEY: key.toString("hex").toUpperCase() }).SECRET_KEY).toEqual(new Uint8Array(key));
    expect(parseEnv({}).SECRET_KEY).toBeUndefined();
    expect(parseEnv({ SECRET_KEY: "  " }).SECRET_KEY).toBeUndefined();
  });

  test("anything else stops the server with how to make one", () => {
    for (const value of [
      randomBytes(16).toString("base64"),
      randomBytes(31).toString("hex"),
      randomBytes(33).toString("base64"),
      "una-clave-cualquiera",
      `${randomBytes(32).toString("base64").slice(0, 40)}-_==`,
    ]) {
      expect(() => parseEnv({ SECRET_KEY: value })).toThrow(
        /SECRET_KEY: debe ser una clave de 32 bytes en base64 \(44 caracteres\) o en hexadecimal \(64 caracteres\); genere una con: openssl rand -base64 32/,
      );
    }
  });
});

describe("encryptSecret / decryptSecret", () => {
  test("round trip of bytes and text; each sealing is new (random IV) and hides the value", () => {
    const env = keyed();
    const bytes = new Uint8Array(randomBytes(3000));
    const sealed = encryptSecret(env, bytes);
    expect(sealed[0]).toBe(1);
    expect(sealed.length).toBe(1 + 12 + bytes.length + 16);
    expect(decryptSecret(env, sealed)).toEqual(bytes);

    const text = "token-de-la-empresa ñ";
    const first = encryptSecret(env, text);
    const second = encryptSecret(env, text);
    expect(first).not.toEqual(second);
    expect(Buffer.from(first).includes(Buffer.from("token-de-la-empresa"))).toBe(false);
    expect(decryptSecretText(env, first)).toBe(text);
    expect(decryptSecretText(env, second)).toBe(text);
  });

  test("any changed byte (version, IV, ciphertext, tag) or a cut is refused in Spanish, never decrypted", () => {
    const env = keyed();
    const sealed = encryptSecret(env, "credenciales");
    for (const index of [0, 1, 12, 13, sealed.length - 17, sealed.length - 1]) {
      const tampered = sealed.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(refusalOf(() => decryptSecret(env, tampered))).toEqual({ kind: "conflict", message: SECRET_UNREADABLE });
    }
    for (const cut of [sealed.subarray(0, sealed.length - 1), sealed.subarray(0, 10), new Uint8Array()]) {
      expect(refusalOf(() => decryptSecret(env, cut))).toEqual({ kind: "conflict", message: SECRET_UNREADABLE });
    }
  });

  test("another key is refused in Spanish", () => {
    const sealed = encryptSecret(keyed(), "credenciales");
    expect(refusalOf(() => decryptSecret(keyed(), sealed))).toEqual({ kind: "conflict", message: SECRET_UNREADABLE });
  });

  test("without SECRET_KEY nothing is sealed or opened: 409 saying how to set one", () => {
    const sealed = encryptSecret(keyed(), "x");
    const none = parseEnv({});
    expect(refusalOf(() => encryptSecret(none, "x"))).toEqual({ kind: "conflict", message: SECRET_KEY_MISSING });
    expect(refusalOf(() => decryptSecret(none, sealed))).toEqual({ kind: "conflict", message: SECRET_KEY_MISSING });
    expect(SECRET_KEY_MISSING).toContain("openssl rand -base64 32");
  });
});
