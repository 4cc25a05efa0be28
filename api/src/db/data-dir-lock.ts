import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";

// PGlite is one process's database: two processes on one data directory each keep their own
// copy of its state in memory and corrupt it (seen: duplicated primary keys after `seed:demo`
// ran beside the server). The process that opens a directory holds this lock file until it
// closes; every other opener is refused before it touches a file of the database.

export const LOCK_FILE = "sistema.lock";

/** Another live process holds the directory; the message says who and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `La base de datos en ${dataDir} está en uso por otro proceso (pid ${ownerPid}): ` +
        "solo un proceso a la vez puede abrirla. Detenga primero el servidor (Ctrl+C o `kill " +
        `${ownerPid}\`) y vuelva a ejecutar el comando. Para arrancar el producto con datos de ` +
        "demostración en una base vacía, use `bun run start:demo`.",
    );
    this.name = "DataDirLockedError";
  }
}

export type DataDirLock = { readonly path: string; release(): void };

// Locks this process holds: a second open of the same directory in one process is refused too.
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  // Our own pid in a lock this process does not hold is a leftover: in a container the server is pid 1
  // at every start, and the previous pid 1 is gone.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(path: string): { text: string; pid: number } | null {
  try {
    const text = readFileSync(path, "utf8");
    return { text, pid: Number.parseInt(text, 10) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Creates the lock file only if none exists (O_EXCL): of two racing processes, one wins. */
function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the directory for this process, or throws DataDirLockedError. A lock left by a process
 * that is gone (killed, crashed) is taken over. Releasing removes the file if it is still ours;
 * it also happens at process exit, so a script that forgets cannot block the next one.
 */
export function acquireDataDirLock(directory: string): DataDirLock {
  const dataDir = resolve(directory);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) return holdLock(path);
    const owner = readOwner(path);
    if (!owner) continue; // released between our attempt and the read: try again
    if (Number.isInteger(owner.pid) && owner.pid > 0 && isAlive(owner.pid)) {
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    // Stale: remove it only if it is still the file we judged (another opener may have won).
    if (readOwner(path)?.text === owner.text) unlinkSync(path);
  }
  const owner = readOwner(path);
  throw new DataDirLockedError(dataDir, owner?.pid ?? 0);
}

function holdLock(path: string): DataDirLock {
  let held = true;
  heldHere.add(path);
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(path);
    process.off("exit", release);
    if (readOwner(path)?.pid === process.pid) unlinkSync(path);
  };
  process.on("exit", release);
  return { path, release };
}
