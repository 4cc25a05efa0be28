// Links between back-office screens that open one record's details on arrival: converting a
// quote shows its new invoice on /invoices, and each document links to the other.
import { useEffect } from "react";
import { useApiData } from "shared-ui";
import { useLocation, useSearch } from "wouter";

/** The query parameter naming the record whose details open: '/invoices?ver=12'. */
export const OPEN_RECORD_PARAM = "ver";

/** A list screen's address with one record's details asked to open. */
export const recordPath = (screen: string, id: number) => `${screen}?${OPEN_RECORD_PARAM}=${id}`;

/**
 * Opens the details of the record the address names, read from `apiPath/{id}` (it may not be in
 * the list yet). The parameter is then dropped (replacing the history entry), so a reload or a
 * step back does not open it again.
 */
export function useRecordFromAddress<Rec>(apiPath: string, open: (record: Rec) => void): void {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const raw = new URLSearchParams(query).get(OPEN_RECORD_PARAM);
  const id = raw && /^\d+$/.test(raw) ? raw : null;
  const { data } = useApiData<Rec>(id ? `${apiPath}/${id}` : null);
  useEffect(() => {
    if (!id || !data) return;
    open(data);
    navigate(path, { replace: true });
  }, [id, data, open, path, navigate]);
}
