import type { ReactNode } from "react";
import { AddButton, ListCard, PageHeader } from "shared-ui";
import type { DocumentKind, DocumentListItem } from "./document-kind";
import { DocumentsTable } from "./documents-table";
import type { DocumentScreen } from "./use-document-screen";

/**
 * The quotes or invoices screen: its header with 'Nueva …', the searched list (with the kind's own
 * filters beside the search), and the kind's own form and details dialogs (`children`), driven by
 * the screen's state (useDocumentScreen).
 */
export function DocumentListPage<Item extends DocumentListItem>({
  kind,
  screen,
  extraActions,
  headerActions,
  filters,
  children,
}: {
  kind: DocumentKind<Item>;
  screen: DocumentScreen<Item>;
  extraActions?: (item: Item, subject: string) => ReactNode;
  /** Buttons of the header before 'Nueva …' (the invoices' 'Facturas recurrentes'). */
  headerActions?: ReactNode;
  /** Filters beside the search box (the invoices' 'Factura electrónica'). */
  filters?: ReactNode;
  /** The form and details dialogs. */
  children: ReactNode;
}) {
  const { search, setSearch, list, dialogs, download } = screen;
  return (
    <>
      <PageHeader
        title={kind.title}
        subtitle={kind.subtitle}
        actions={
          <>
            {headerActions}
            <AddButton onClick={dialogs.create}>{kind.addLabel}</AddButton>
          </>
        }
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder={kind.searchPlaceholder} filters={filters}>
        <DocumentsTable
          kind={kind}
          list={list}
          onView={dialogs.view}
          onEdit={dialogs.edit}
          onDownload={download}
          extraActions={extraActions}
        />
      </ListCard>
      {children}
    </>
  );
}
