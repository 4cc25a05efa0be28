// The page's one instance of shared-ui's state, whichever copy of its code asks.
//
// The shell provides shared-ui to every remote as a federation singleton, and code that
// imports "shared-ui" gets that copy. The "shared-ui/forms" entry is a separate shared module,
// and the federation plugin bundles the files of the main entry that it imports (its hooks
// use useApiAction, useConfirm) into it instead of reaching the page's copy: an import of a
// package from inside that same package is never proxied. So the state that must be one per
// page (the toast and confirm contexts, the mounted SWR keys, the pending sign-in redirect,
// the idempotency keys awaiting an answer) lives on globalThis under a registered symbol,
// and every copy of the code finds the same one.

/** The page's one `name`, made by `create` the first time any copy asks for it. */
export function pageSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`shared-ui:${name}`);
  const existing = store[key];
  if (existing !== undefined) return existing;
  const made = create();
  store[key] = made;
  return made;
}
