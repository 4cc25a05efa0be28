// Argon2id through Bun's built-in binding: no native add-on to build.
// The encoded hash carries its own parameters, so they can be raised later without breaking old hashes.

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

/** False (never a throw) for a wrong password or an unreadable hash, so callers have one failure path. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await Bun.password.verify(password, hash);
  } catch {
    return false;
  }
}
