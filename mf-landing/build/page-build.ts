// Where the prerendered landing page is built: shared by its Vite config and the prerender step.

/** The page's own build (not the federation remote's): dist/page, served by the API under this URL. */
export const PAGE_OUT_DIR = "dist/page";
export const PAGE_BASE = "/mf/mf-landing/page/";
/** The page's one script: it waits for the first paint, then loads React and hydrates. */
export const PAGE_ENTRY = "src/page/start.ts";
