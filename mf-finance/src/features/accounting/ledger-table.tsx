import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { type GeneralLedgerRecord, journalOriginLabels } from "api/contract";
import type { ReactNode } from "react";
import { formatDate, formatPAB, TableStateRows } from "shared-ui";

const headers = ["Fecha", "Asiento", "Descripción", "Origen", "Débito", "Crédito", "Saldo"] as const;
const amountCell = { whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

/** A row that is not a line: 'Saldo inicial' or 'Saldo final', in bold. */
function BalanceRow({
  label,
  debit,
  credit,
  balance,
}: {
  label: string;
  debit?: string;
  credit?: string;
  balance: string;
}) {
  return (
    <TableRow sx={{ "& > td": { fontWeight: 700 } }}>
      <TableCell colSpan={4}>{label}</TableCell>
      <TableCell align="right" sx={amountCell}>
        {debit === undefined ? "" : formatPAB(debit)}
      </TableCell>
      <TableCell align="right" sx={amountCell}>
        {credit === undefined ? "" : formatPAB(credit)}
      </TableCell>
      <TableCell align="right" sx={amountCell}>
        {formatPAB(balance)}
      </TableCell>
    </TableRow>
  );
}

/**
 * One page of an account's lines, oldest first, each with the balance after it; the opening
 * balance above the first page and the closing one (with the period's debits and credits) under
 * the last.
 */
export function LedgerTable({
  ledger,
  isLoading,
  error,
  onRetry,
  firstPage,
  lastPage,
  pager,
}: {
  ledger: GeneralLedgerRecord | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  firstPage: boolean;
  lastPage: boolean;
  pager: ReactNode;
}) {
  const lines = ledger?.lines ?? [];
  const ready = ledger !== undefined && !isLoading && !error;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Libro mayor">
          <TableHead>
            <TableRow>
              {headers.map((header, index) => (
                <TableCell key={header} align={index >= 4 ? "right" : undefined}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              columns={headers.length}
              isLoading={isLoading}
              error={error}
              onRetry={onRetry}
              isEmpty={false}
              emptyMessage=""
            />
            {ready && firstPage && <BalanceRow label="Saldo inicial" balance={ledger.opening} />}
            {ready &&
              lines.map((line, index) => (
                <TableRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: a page of lines in the ledger's fixed order
                  key={`${line.entryId}-${index}`}
                  hover
                  data-entry={line.entryId}
                >
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(line.entryDate)}</TableCell>
                  <TableCell>#{line.entryId}</TableCell>
                  <TableCell sx={{ wordBreak: "break-word" }}>{line.description}</TableCell>
                  <TableCell>{journalOriginLabels[line.originType]}</TableCell>
                  <TableCell align="right" sx={amountCell}>
                    {line.debit === "0.00" ? "" : formatPAB(line.debit)}
                  </TableCell>
                  <TableCell align="right" sx={amountCell}>
                    {line.credit === "0.00" ? "" : formatPAB(line.credit)}
                  </TableCell>
                  <TableCell align="right" sx={amountCell}>
                    {formatPAB(line.balance)}
                  </TableCell>
                </TableRow>
              ))}
            {ready && ledger.lineCount === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length} sx={{ color: "text.secondary", textAlign: "center", py: 3 }}>
                  Sin movimientos en el período
                </TableCell>
              </TableRow>
            )}
            {ready && lastPage && (
              <BalanceRow label="Saldo final" debit={ledger.debits} credit={ledger.credits} balance={ledger.closing} />
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </>
  );
}
