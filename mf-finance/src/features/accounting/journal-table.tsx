import { TableCell, TableRow, Typography } from "@mui/material";
import { type JournalEntryRecord, journalOriginLabels } from "api/contract";
import { Fragment } from "react";
import { formatDate, formatPAB, type ListColumn, type ListState, ListTable } from "shared-ui";

const columns: ListColumn[] = [
  { label: "Fecha" },
  { label: "Asiento" },
  { label: "Descripción" },
  { label: "Cuenta" },
  { label: "Débito", align: "right" },
  { label: "Crédito", align: "right" },
];

/** What made the entry: 'Factura #12', 'Asiento manual'. */
const originText = (entry: JournalEntryRecord) =>
  `${journalOriginLabels[entry.originType]}${entry.originId === null ? "" : ` #${entry.originId}`}`;

/** The reversal links, as text: an entry reverses one, or was reversed by one. */
function reversalText(entry: JournalEntryRecord): string | null {
  if (entry.reversesEntryId !== null) return `Revierte el asiento #${entry.reversesEntryId}`;
  if (entry.reversedByEntryId !== null) return `Revertido por el asiento #${entry.reversedByEntryId}`;
  return null;
}

/** A zero side of a line is left blank, as a journal is written. */
const amount = (value: string) => (Number(value) === 0 ? "" : formatPAB(value));

/** 'Libro diario': each entry's date, number and description beside its lines, one row per line. */
export function JournalTable({ list, emptyMessage }: { list: ListState<JournalEntryRecord>; emptyMessage: string }) {
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={emptyMessage}
      renderRow={(entry) => {
        const span = Math.max(entry.lines.length, 1);
        const reversal = reversalText(entry);
        return (
          <Fragment key={entry.id}>
            {entry.lines.map((line, index) => (
              <TableRow
                // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never change order
                key={index}
                data-entry={entry.id}
                sx={index === entry.lines.length - 1 ? undefined : { "& > td": { borderBottom: "none" } }}
              >
                {index === 0 && (
                  <>
                    <TableCell rowSpan={span} sx={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                      {formatDate(entry.entryDate)}
                    </TableCell>
                    <TableCell rowSpan={span} sx={{ verticalAlign: "top" }}>
                      #{entry.id}
                    </TableCell>
                    <TableCell rowSpan={span} sx={{ verticalAlign: "top", minWidth: 200 }}>
                      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: "break-word" }}>
                        {entry.description}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {originText(entry)}
                      </Typography>
                      {reversal && (
                        <Typography variant="caption" color="warning.main" component="p">
                          {reversal}
                        </Typography>
                      )}
                    </TableCell>
                  </>
                )}
                <TableCell sx={{ pl: line.credit !== "0.00" ? 4 : undefined }}>
                  {line.accountCode} {line.accountName}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {amount(line.debit)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {amount(line.credit)}
                </TableCell>
              </TableRow>
            ))}
          </Fragment>
        );
      }}
    />
  );
}
