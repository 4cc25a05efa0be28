import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { DocumentLinesRecord } from "api/contract";
import { formatDollarPlain } from "shared-ui";
import { itbmsRateLabel } from "../itbms";
import { DocumentTotals } from "./document-totals";

/** A unit price as typed, up to four decimals: '$33.335', '$1,000.00'. */
function formatUnitPrice(price: string): string {
  const [whole = "0", fraction = ""] = price.split(".");
  return fraction.length > 2 ? `${formatDollarPlain(whole).slice(0, -3)}.${fraction}` : formatDollarPlain(price);
}

/** A saved quote's or invoice's lines, then its subtotal, ITBMS per rate and total (details dialogs). */
export function DocumentLinesSummary({
  document,
}: {
  document: DocumentLinesRecord & { amount: string; total: string };
}) {
  return (
    <>
      <TableContainer sx={{ mt: 3, mb: 2 }}>
        <Table size="small" aria-label="Líneas">
          <TableHead>
            <TableRow>
              <TableCell>Concepto</TableCell>
              <TableCell align="right">Cantidad</TableCell>
              <TableCell align="right">Precio unitario</TableCell>
              <TableCell align="right">Descuento</TableCell>
              <TableCell>ITBMS</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {document.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ whiteSpace: "pre-line" }}>{line.description}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatUnitPrice(line.unitPrice)}</TableCell>
                <TableCell align="right">{line.discountPercent === "0" ? "" : `${line.discountPercent}%`}</TableCell>
                <TableCell>{itbmsRateLabel(line.itbmsRate)}</TableCell>
                <TableCell align="right">{formatDollarPlain(line.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <DocumentTotals subtotal={document.amount} breakdown={document.itbmsBreakdown} total={document.total} />
    </>
  );
}
