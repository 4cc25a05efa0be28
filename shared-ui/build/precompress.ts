// Build-time compression for every front end (shell and remotes): next to each text asset the build
// writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9), which the API and the
// remote-only static server send to browsers that accept them (api/src/http/static-files.ts).
// Compressing once at build time lets us use the slowest, smallest settings at no cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
// Below this size the headers cost more than the bytes saved.
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes .br and .gz beside every compressible file under `dir` that compression makes smaller. */
export function precompressDirectory(dir: string): { files: number } {
  let files = 0;
  for (const path of filesUnder(dir)) {
    if (precompressFile(path)) files++;
  }
  return { files };
}

/**
 * Writes .br and .gz beside one file when it is compressible (for a file written after the build's
 * own pass, such as the prerendered landing page); false when it is not worth it.
 */
export function precompressFile(path: string): boolean {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) return false;
  const source = readFileSync(path);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
  return true;
}

/** The Vite plugin: runs after every other plugin has written its files (federation's manifest too). */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "istmo:precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      // resolve, not join: a build may be given an absolute --outDir (e2e/platform/redeploy.spec.ts).
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        precompressDirectory(outDir);
      },
    },
  };
}
