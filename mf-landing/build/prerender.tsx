/**
 * The last step of mf-landing's build: renders the landing page (with the app's MUI theme) to HTML,
 * collects the CSS emotion produced while rendering, and writes dist/page/index.html with that CSS
 * inlined and the page's one script tag. The API sends it at / to visitors without a session: the
 * first paint needs nothing but this file. Run with NODE_ENV=production, as the browser bundle is
 * built: MUI names its classes differently in development, and hydration needs the same names.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { renderToString } from "react-dom/server";
import { precompressFile } from "../../shared-ui/build/precompress.ts";
import { pageMeta } from "../src/features/landing/content";
import { LandingRoot } from "../src/page/landing-root";
import { LANDING_ROOT_ID } from "../src/page/root-id";
import { createLandingStyleCache } from "../src/page/style-cache";
import { PAGE_BASE, PAGE_ENTRY, PAGE_OUT_DIR } from "./page-build";

if (process.env.NODE_ENV !== "production") throw new Error("Prerender with NODE_ENV=production");

const outDir = resolve(import.meta.dir, "..", PAGE_OUT_DIR);
const manifestPath = join(outDir, ".vite", "manifest.json");
if (!existsSync(manifestPath))
  throw new Error(`${manifestPath} is missing: run vite build -c vite.page.config.ts first`);
type ManifestChunk = { file: string; dynamicImports?: string[] };
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
const entry = manifest[PAGE_ENTRY];
// The chunk start.ts imports to hydrate: it preloads it when the page is idle.
const hydrateChunk = manifest[entry?.dynamicImports?.[0] ?? ""];
if (!entry || !hydrateChunk) throw new Error(`${PAGE_ENTRY} and its hydrate chunk are not in ${manifestPath}`);
// Read here only; not a file to publish.
rmSync(join(outDir, ".vite"), { recursive: true, force: true });

// Compat mode keeps each inserted rule's text in cache.inserted instead of writing it next to the
// element (emotion's default on a server), so the CSS can go into the <head>, ahead of the markup.
const styleCache = createLandingStyleCache();
styleCache.compat = true;
const markup = renderToString(<LandingRoot styleCache={styleCache} />);

// Emotion registers class styles (`${key}-${name}`); the rest are global styles (MUI's CssBaseline).
// Each global goes into the tag emotion's <Global> looks for when it hydrates; the class styles into
// one tag whose names the browser's cache takes as already inserted.
const globalTags: string[] = [];
const classNames: string[] = [];
let classRules = "";
for (const [name, rules] of Object.entries(styleCache.inserted)) {
  if (typeof rules !== "string" || rules === "") continue;
  if (styleCache.registered[`${styleCache.key}-${name}`] === undefined) {
    globalTags.push(`<style data-emotion="${styleCache.key}-global ${name}">${rules}</style>`);
  } else {
    classNames.push(name);
    classRules += rules;
  }
}
const classTag = `<style data-emotion="${styleCache.key} ${classNames.join(" ")}">${classRules}</style>`;

const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attribute(pageMeta.title)}</title>
<meta name="description" content="${attribute(pageMeta.description)}">
<meta name="theme-color" content="${pageMeta.themeColor}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${globalTags.join("\n")}
${classTag}
<script type="module" src="${PAGE_BASE}${entry.file}" data-hydrate="${PAGE_BASE}${hydrateChunk.file}"></script>
</head>
<body>
<div id="${LANDING_ROOT_ID}">${markup}</div>
</body>
</html>
`;
const page = join(outDir, "index.html");
writeFileSync(page, html);
precompressFile(page);
console.log(`Prerendered ${page}: ${html.length} bytes, ${classRules.length} bytes of CSS`);
