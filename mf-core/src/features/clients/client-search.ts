import type { ClientRecord, ClientStatus } from "api/contract";
import { matchesSearch } from "shared-ui";

export type ClientFilter = { search: string; status: ClientStatus | "all" };

/** Matches name, email and company, case-insensitively; plus the status filter. */
export function filterClients(clients: readonly ClientRecord[], { search, status }: ClientFilter): ClientRecord[] {
  return clients.filter(
    (client) =>
      (status === "all" || client.status === status) &&
      matchesSearch(search, [client.name, client.email, client.company]),
  );
}
