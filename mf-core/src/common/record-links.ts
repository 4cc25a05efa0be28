// Links between back-office screens that open one record's details on arrival: converting a
// quote shows its new invoice on /invoices, and each document links to the other.
import { useCallback, useEffect, useState } from "react";
import { type EndpointTarget, errorMessage, useEndpoint, useToast, useUnauthorizedRedirect } from "shared-ui";
import { useLocation, useSearch } from "wouter";
import type { DocumentRead } from "./documents/document-kind";

/** The query parameter naming the record whose details open: '/invoices?ver=12'. */
export const OPEN_RECORD_PARAM = "ver";

/** A list screen's address with one record's details asked to open. */
export const recordPath = (screen: string, id: number) => `${screen}?${OPEN_RECORD_PARAM}=${id}`;

/**
 * Opens the details of the record the address names: `open({ id })` reads it (it may not be in the
 * list yet). The parameter is then dropped (replacing the history entry), so a reload or a step
 * back does not open it again.
 */
function useRecordFromAddress(open: (row: { id: number }) => void): void {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const raw = new URLSearchParams(query).get(OPEN_RECORD_PARAM);
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  useEffect(() => {
    if (id === null) return;
    open({ id });
    navigate(path, { replace: true });
  }, [id, open, path, navigate]);
}

/**
 * The whole record behind a list row, for a dialog that shows or edits it. The quotes and invoices
 * lists answer their rows without lines (api/docs/documents.md), so `open(row)` reads the record
 * with the `read` operation; `record` is null until it has arrived, and again once `close()` is
 * called. A failed read ('Cotización no encontrada': deleted meanwhile) says why and opens nothing.
 */
function useWholeRecord<Read extends DocumentRead>(read: Read) {
  const [id, setId] = useState<number | null>(null);
  // Each DocumentRead ('getQuote': GET /api/quotes/{id}) takes the one parameter `id`, which
  // TypeScript cannot see through the generic name.
  const target: EndpointTarget<DocumentRead> = { params: { id: id ?? 0 } };
  const { data, error } = useEndpoint(id === null ? null : read, target as EndpointTarget<Read>);
  const { toast } = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  useEffect(() => {
    if (!error) return;
    setId(null);
    if (handleUnauthorized(error)) return;
    toast({
      title: "Error",
      description: errorMessage(error, "No se pudo abrir el registro."),
      variant: "destructive",
    });
  }, [error, toast, handleUnauthorized]);
  const open = useCallback((row: { id: number }) => setId(row.id), []);
  const close = useCallback(() => setId(null), []);
  // SWR answers the data of the current key only: once it has arrived, it is this id's record.
  return { record: id !== null ? (data ?? null) : null, open, close };
}

/**
 * A document screen's two dialogs: the form ('Nueva …', or editing a whole record) and the
 * details of a whole record, which '?ver=12' in the address also opens (useRecordFromAddress).
 */
export function useDocumentDialogs<Read extends DocumentRead>(read: Read) {
  const [creating, setCreating] = useState(false);
  const edited = useWholeRecord(read);
  const viewed = useWholeRecord(read);
  useRecordFromAddress(viewed.open);
  const closeForm = useCallback(() => {
    setCreating(false);
    edited.close();
  }, [edited.close]);
  return {
    create: useCallback(() => setCreating(true), []),
    edit: edited.open,
    view: viewed.open,
    form: { open: creating || edited.record !== null, record: edited.record ?? undefined, close: closeForm },
    details: { record: viewed.record, close: viewed.close },
  };
}
