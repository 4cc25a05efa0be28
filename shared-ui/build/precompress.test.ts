import { afterAll, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressDirectory } from "./precompress";

const dist = mkdtempSync(join(tmpdir(), "precompress-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test("every text asset gets a brotli and a gzip copy with the same content; images and tiny files do not", () => {
  mkdirSync(join(dist, "assets"));
  const script = `console.log(${JSON.stringify("Cotización ".repeat(500))});`;
  writeFileSync(join(dist, "assets", "index-abc.js"), script);
  writeFileSync(join(dist, "mf-manifest.json"), JSON.stringify({ remotes: Array(100).fill("mf_core") }));
  writeFileSync(join(dist, "assets", "logo.png"), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, "tiny.js"), "export {}");

  expect(precompressDirectory(dist)).toEqual({ files: 2 });

  const js = join(dist, "assets", "index-abc.js");
  expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
  expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
  expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  expect(existsSync(join(dist, "mf-manifest.json.br"))).toBe(true);
  expect(existsSync(join(dist, "assets", "logo.png.br"))).toBe(false);
  expect(existsSync(join(dist, "tiny.js.gz"))).toBe(false);
});
