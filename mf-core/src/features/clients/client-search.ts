import type { ClientRecord, ClientStatus } from "api/contract";

export type ClientFilter = { search: string; status: ClientStatus | "all" };

/** SPEC.md §5: name, email and company, case-insensitively; plus the status filter. */
export function filterClients(clients: readonly ClientRecord[], { search, status }: ClientFilter): ClientRecord[] {
  const needle = search.trim().toLocaleLowerCase("es");
  return clients.filter(
    (client) =>
      (status === "all" || client.status === status) &&
      (!needle ||
        [client.name, client.email, client.company].some((field) => field?.toLocaleLowerCase("es").includes(needle))),
  );
}
