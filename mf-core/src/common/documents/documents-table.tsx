import DownloadIcon from "@mui/icons-material/Download";
import { IconButton, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import {
  formatDollarPlain,
  type ListColumn,
  type ListState,
  ListTable,
  RowActions,
  recordClientName,
  StatusBadge,
} from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import type { DocumentKind, DocumentListItem } from "./document-kind";

/**
 * The quotes or invoices table: number, client, the kind's own column, amount, status (and the
 * kind's second one), and the row's actions (view, download, the kind's extra ones, edit,
 * delete; disabled with the kind's reason where it locks them). A refused delete (an invoice with
 * payments, 409) shows the server's reason.
 */
export function DocumentsTable<Item extends DocumentListItem>({
  kind,
  list,
  onView,
  onEdit,
  onDownload,
  extraActions,
}: {
  kind: DocumentKind<Item>;
  list: ListState<Item>;
  onView: (item: Item) => void;
  onEdit: (item: Item) => void;
  /** 'Descargar': the document's PDF. */
  onDownload: (item: Item) => void;
  /** Buttons after 'Descargar' ('Convertir en factura'); `subject` names the row ('cotización COT-…'). */
  extraActions?: (item: Item, subject: string) => ReactNode;
}) {
  const remove = useConfirmedDelete<Item>({ endpoint: kind.operations.remove, ...kind.remove });
  const columns: ListColumn[] = [
    { label: "Número" },
    { label: "Cliente" },
    { label: kind.detailColumn.label },
    { label: "Monto", align: "right" },
    { label: "Estado" },
    ...(kind.extraStatus ? [{ label: kind.extraStatus.column }] : []),
    { label: "Acciones", align: "right" },
  ];

  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={kind.emptyMessage}
      renderRow={(item) => {
        const subject = `${kind.noun} ${kind.number(item)}`;
        const status = kind.status(item);
        const extraStatus = kind.extraStatus?.badge(item);
        const locks = kind.locks?.(item);
        return (
          <TableRow key={item.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {kind.number(item)}
              </Typography>
            </TableCell>
            <TableCell>{recordClientName(item)}</TableCell>
            <TableCell>{kind.detailColumn.value(item)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
              {formatDollarPlain(item.total)}
            </TableCell>
            <TableCell>
              <StatusBadge label={status.label} tone={status.tone} />
            </TableCell>
            {kind.extraStatus && (
              <TableCell>{extraStatus && <StatusBadge label={extraStatus.label} tone={extraStatus.tone} />}</TableCell>
            )}
            <TableCell align="right">
              <RowActions
                subject={subject}
                onView={() => onView(item)}
                afterView={
                  <>
                    <Tooltip title="Descargar">
                      <IconButton size="small" aria-label={`Descargar ${subject}`} onClick={() => onDownload(item)}>
                        <DownloadIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {extraActions?.(item, subject)}
                  </>
                }
                onEdit={() => onEdit(item)}
                onDelete={() => remove(item)}
                editDisabledReason={locks?.edit}
                deleteDisabledReason={locks?.remove}
              />
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
