import { loadRemote, registerRemotes } from "@module-federation/runtime";
import type { RemotesManifest } from "api/contract";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { endpointPath } from "shared-ui";

export type RemoteKey = keyof RemotesManifest;

/** What each remote is called in the federation and the module it exposes as its main page. */
const remoteModules: Record<RemoteKey, { name: string; module: string }> = {
  landing: { name: "mf_landing", module: "LandingPage" },
  core: { name: "mf_core", module: "CoreApp" },
  finance: { name: "mf_finance", module: "FinanceApp" },
};

// loadRemote has no timeout of its own: a server that accepts and never answers
// would leave the page spinning forever.
const LOAD_TIMEOUT_MS = 15_000;

// A retry asks for the entry under a new URL: the browser may remember a failed import.
function entryUrl(entry: string, attempt: number): string {
  const url = new URL(entry, window.location.href);
  if (attempt > 0) url.searchParams.set("intento", String(attempt));
  return url.href;
}

async function fetchManifest(attempt: number): Promise<RemotesManifest> {
  const response = await fetch(endpointPath("remotes"), { credentials: "include", cache: "no-store" });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const manifest = (await response.json()) as RemotesManifest;
  registerRemotes(
    (Object.keys(remoteModules) as RemoteKey[]).map((key) => ({
      name: remoteModules[key].name,
      entry: entryUrl(manifest[key].entry, attempt),
      type: "module",
    })),
    { force: true },
  );
  return manifest;
}

// Asked for as soon as the shell's code runs, beside GET /api/auth/user, rather than once the
// session check has answered and the first remote area renders: the two requests overlap.
let manifestPromise: Promise<RemotesManifest> | null = fetchManifest(0);
// Nothing awaits it until a remote area renders; a failure then is handled by importRemote
// (which asks again on the next attempt), not reported as unhandled meanwhile.
manifestPromise.catch(() => {});

function withTimeout<T>(promise: Promise<T>, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Tiempo de espera agotado al cargar ${label}`)), LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function importRemote(key: RemoteKey, module: string, attempt: number): Promise<{ default: ComponentType }> {
  // A retry re-reads the manifest: the remote may have been redeployed elsewhere.
  if (!manifestPromise || attempt > 0) manifestPromise = fetchManifest(attempt);
  try {
    await manifestPromise;
  } catch (error) {
    manifestPromise = null;
    throw error;
  }
  const { name } = remoteModules[key];
  const loaded = await withTimeout(loadRemote<{ default: ComponentType }>(`${name}/${module}`), name);
  if (!loaded?.default) throw new Error(`El módulo ${name}/${module} no exporta un componente`);
  return loaded;
}

// One lazy component per remote and attempt, created once at module level: a lazy()
// made during render re-fetches remoteEntry.js in a loop while a remote is down, and a
// rejected lazy() stays rejected, so "Reintentar" needs a new attempt number.
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

export function remoteComponent(
  key: RemoteKey,
  attempt: number,
  module = remoteModules[key].module,
): LazyExoticComponent<ComponentType> {
  const cacheKey = `${key}:${module}:${attempt}`;
  let component = lazyCache.get(cacheKey);
  if (!component) {
    component = lazy(() => importRemote(key, module, attempt));
    lazyCache.set(cacheKey, component);
  }
  return component;
}
