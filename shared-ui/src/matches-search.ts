/**
 * Whether the search text (trimmed) appears in any of the fields, ignoring case the Spanish
 * way; an empty search matches everything. Each screen names its own fields.
 */
export function matchesSearch(search: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = search.trim().toLocaleLowerCase("es");
  return !needle || fields.some((field) => field?.toLocaleLowerCase("es").includes(needle));
}
