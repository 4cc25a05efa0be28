import { useCallback, useState } from "react";
import { useDownload, usePagedList } from "shared-ui";
import { useDocumentDialogs } from "../record-links";
import type { DocumentKind, DocumentListItem } from "./document-kind";

/**
 * The state of a quotes or invoices screen: the search, one page of the list at a time (searched
 * on the server), the form and details dialogs (each reads the whole record, lines included;
 * '?ver=12' in the address opens a record's details) and a row's PDF download.
 */
export function useDocumentScreen<Item extends DocumentListItem, Rec extends Item>(kind: DocumentKind<Item>) {
  const [search, setSearch] = useState("");
  const list = usePagedList<Item>(kind.apiPath, { q: search });
  const dialogs = useDocumentDialogs<Rec>(kind.apiPath);
  const downloadFile = useDownload();
  const { apiPath, number } = kind;
  // The PDF the server makes ('COT-2026-0003.pdf', 'FAC-2026-0010.pdf').
  const download = useCallback(
    (item: Item) => void downloadFile(`${apiPath}/${item.id}/pdf`, `${number(item)}.pdf`),
    [downloadFile, apiPath, number],
  );
  return { search, setSearch, list, dialogs, download };
}

export type DocumentScreen<Item extends DocumentListItem, Rec extends Item> = ReturnType<
  typeof useDocumentScreen<Item, Rec>
>;
