import { useCallback, useState } from "react";
import { type EndpointFilters, endpointPath, type ListState, useDownload, usePagedList } from "shared-ui";
import { useDocumentDialogs } from "../record-links";
import type { DocumentKind, DocumentList, DocumentListItem, DocumentRead } from "./document-kind";

/** What the shared page and table use of a document screen's state (useDocumentScreen). */
export type DocumentScreen<Item extends DocumentListItem> = {
  search: string;
  setSearch: (search: string) => void;
  list: ListState<Item>;
  dialogs: { create: () => void; view: (row: { id: number }) => void; edit: (row: { id: number }) => void };
  download: (item: Item) => void;
};

/**
 * The state of a quotes or invoices screen: the search, one page of the list at a time (searched
 * on the server), the form and details dialogs (each reads the whole record, lines included;
 * '?ver=12' in the address opens a record's details) and a row's PDF download. Its rows and
 * records have the types of the kind's operations. `filters` are the list's own (the invoices'
 * electronic status), held by the page beside its filter controls.
 */
export function useDocumentScreen<Item extends DocumentListItem, List extends DocumentList, Read extends DocumentRead>(
  kind: DocumentKind<Item, List, Read>,
  filters?: EndpointFilters<List>,
) {
  const [search, setSearch] = useState("");
  const list = usePagedList(kind.operations.list, { q: search, filters });
  const dialogs = useDocumentDialogs(kind.operations.record);
  const downloadFile = useDownload();
  const { pdf } = kind.operations;
  const { number } = kind;
  // The PDF the server makes ('COT-2026-0003.pdf', 'FAC-2026-0010.pdf').
  const download = useCallback(
    (item: Item) => void downloadFile(endpointPath(pdf, { params: { id: item.id } }), `${number(item)}.pdf`),
    [downloadFile, pdf, number],
  );
  return { search, setSearch, list, dialogs, download };
}
