/** Reading the federation runtime's share scope: how many copies of each shared package the page may use. */

export interface ShareRow {
  instance: string;
  scope: string;
  pkg: string;
  version: string;
  /** The federation instance (shell or remote) that provides this version. */
  from: string;
  useIn: string[];
}

export interface PackageProviders {
  pkg: string;
  /** Distinct "version from provider" entries; one means every consumer gets the same copy. */
  providers: string[];
}

export interface ShareScopeSummary {
  instances: string[];
  watched: PackageProviders[];
  /** Any shared package registered in more than one version or by more than one provider. */
  duplicated: PackageProviders[];
}

/** The packages the design requires as singletons and whose duplication costs the most bytes. */
export const WATCHED_PACKAGES = ["react", "react-dom", "@mui/material"] as const;

function providersByPackage(rows: ShareRow[]): Map<string, Set<string>> {
  const byPackage = new Map<string, Set<string>>();
  // Every instance points at the same share scope object, so the same version shows up once per
  // instance: dedupe on (version, provider) rather than counting rows.
  for (const row of rows) {
    const set = byPackage.get(row.pkg) ?? new Set<string>();
    set.add(`${row.version} from ${row.from}`);
    byPackage.set(row.pkg, set);
  }
  return byPackage;
}

export function summarizeShareScope(rows: ShareRow[]): ShareScopeSummary {
  const byPackage = providersByPackage(rows);
  const toEntry = (pkg: string): PackageProviders => ({ pkg, providers: [...(byPackage.get(pkg) ?? [])].sort() });
  return {
    instances: [...new Set(rows.map((row) => row.instance))].sort(),
    watched: WATCHED_PACKAGES.map(toEntry),
    duplicated: [...byPackage.keys()]
      .sort()
      .map(toEntry)
      .filter((entry) => entry.providers.length > 1),
  };
}
