import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

// The tokens of links sent to people without an account (a quote's answer link,
// api/docs/quote-answer-links.md): 256 random bits, of which only the SHA-256 is stored. A link is
// looked up by that hash: guessing one means guessing 256 bits, and a copy of the database opens none.

/** What issueLinkToken() makes: 52 characters of lower-case base32. Anything else is no token of ours. */
export const LINK_TOKEN_SHAPE = /^[a-z2-7]{52}$/;

/** The hex SHA-256 of a token: what is stored, and what a request's token is looked up by. */
export const linkTokenHash = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

/** A new token, and what to store of it. */
export function issueLinkToken(): { token: string; tokenHash: string } {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return { token, tokenHash: linkTokenHash(token) };
}
