/** Sorting the landing page's JS into what it is: federation runtime, shared packages, copies of React/MUI. */
import type { JsFile } from "./browser";

export interface Bucket {
  count: number;
  rawBytes: number;
  gzipBytes: number;
}

export interface WeightSummary {
  total: Bucket;
  /** Files that hold the federation runtime's code or its bootstrapping glue (see isFederationRuntime). */
  federationRuntime: Bucket;
  federationRuntimeFiles: string[];
  /** Files whose *name* looks like federation output; many of them carry whole shared libraries. */
  federationNamed: Bucket;
  reactDomFilesByName: number;
  muiFilesByName: number;
  /** Files that contain react-dom's / MUI's implementation (not a re-export of the shared copy). */
  reactDomImplementations: string[];
  muiImplementations: string[];
  /** Files holding the runtime core itself; more than one means every remote brings its own. */
  runtimeCoreCopies: string[];
  largest: JsFile[];
}

/**
 * The name pattern the issue suggested. Kept for comparison only: with @module-federation/vite it
 * matches `_virtual_mf_…__prebuild__`/`__loadShare__` chunks that contain React DOM and MUI
 * themselves (hundreds of kB), and misses the chunk that holds the runtime core (a plain `utils-*.js`).
 */
const FEDERATION_NAME = /remoteEntry|hostInit|runtime|federation|mf_|localSharedImportMap|pendingShares|loadShare/i;
/** Files that are nothing but federation bootstrapping, whatever they contain. */
const FEDERATION_GLUE_NAME = /remoteEntry|hostInit|localSharedImportMap|pendingShares|mf-entry-bootstrap/;
/** Only the federation runtime touches this global; minifiers keep it since it is a property name. */
const FEDERATION_RUNTIME_MARK = "__FEDERATION__";

const REACT_DOM_NAME = /react_mf_2_dom|react-dom/;
// The issue named `mui_mf_1_material__prebuild` (a remote's own fallback copy); the shell provides its
// copy through a `__loadShare__` chunk, so both are matched. Subpaths (`…material_mf_1_styles`) are not.
const MUI_NAME = /mui_mf_1_material__(?:prebuild|loadShare)|@mui\/material/;
/** react-dom's client marks each root container with this key: present only in its implementation. */
const REACT_DOM_MARK = "__reactContainer$";
/** ButtonBase's ripple: any bundle carrying MUI's clickable components includes it. */
const MUI_MARK = "MuiTouchRipple";
/** The runtime core's error-code table ("RUNTIME-001" …), bundled with it and nowhere else. */
const RUNTIME_CORE_MARK = "RUNTIME-001";

export const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").at(-1) ?? url);

/** Path relative to the origin, with the federation plugin's long internal prefix shortened. */
export function shortName(url: string): string {
  const path = decodeURIComponent(new URL(url).pathname);
  return path.replace(/_virtual_mf___mfe_internal__(\w+?)__mf_owner__\d+__/, "mf:$1:");
}

function bucket(files: JsFile[]): Bucket {
  return {
    count: files.length,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

export function isFederationRuntime(file: JsFile): boolean {
  return FEDERATION_GLUE_NAME.test(fileName(file.url)) || file.body.includes(FEDERATION_RUNTIME_MARK);
}

export function summarizeWeight(files: JsFile[]): WeightSummary {
  const names = files.map((file) => ({ file, name: fileName(file.url) }));
  return {
    total: bucket(files),
    federationRuntime: bucket(files.filter(isFederationRuntime)),
    federationRuntimeFiles: files.filter(isFederationRuntime).map((file) => shortName(file.url)),
    federationNamed: bucket(names.filter(({ name }) => FEDERATION_NAME.test(name)).map(({ file }) => file)),
    reactDomFilesByName: names.filter(({ file }) => REACT_DOM_NAME.test(file.url)).length,
    muiFilesByName: names.filter(({ file }) => MUI_NAME.test(file.url)).length,
    reactDomImplementations: files.filter((file) => file.body.includes(REACT_DOM_MARK)).map((f) => shortName(f.url)),
    muiImplementations: files.filter((file) => file.body.includes(MUI_MARK)).map((f) => shortName(f.url)),
    runtimeCoreCopies: files.filter((file) => file.body.includes(RUNTIME_CORE_MARK)).map((f) => shortName(f.url)),
    largest: [...files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 12),
  };
}
