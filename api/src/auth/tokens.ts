import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

// Lucia's token design, shared by sessions and device cookies: "<id>.<secret>", 160 random bits in
// each half; only SHA-256(secret) is stored, so a leaked table lets nobody in.

/** What issueToken() makes. A cookie is the client's to send: anything else is no token of ours. */
export const TOKEN_SHAPE = /^[a-z2-7]{1,64}\.[a-z2-7]{1,64}$/;

function randomHalf(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

/** A new token, and what to store of it: its id and the hex SHA-256 of its secret. */
export function issueToken(): { token: string; id: string; secretHash: string } {
  const id = randomHalf();
  const secret = randomHalf();
  return { token: `${id}.${secret}`, id, secretHash: encodeHexLowerCase(hashSecret(secret)) };
}

/** The id and secret of a token of our shape, or null. */
export function splitToken(token: string): { id: string; secret: string } | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [id = "", secret = ""] = token.split(".");
  return { id, secret };
}

/** Whether `secret` is the one whose hash was stored, compared in constant time. */
export const secretMatches = (secret: string, storedHash: string) =>
  constantTimeEqual(hashSecret(secret), Uint8Array.from(Buffer.from(storedHash, "hex")));
