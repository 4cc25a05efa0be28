import { Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from "@mui/material";
import { type Form430Document, feDocumentStatusLabels, feDocumentTypeLabels, monthTitle } from "api/contract";
import { formatDate, formatPAB } from "shared-ui";
import { DgiReportCard } from "./dgi-report-card";

// The month's fiscal documents beside its Formulario 430 (api/docs/dgi-reports.md): the invoices
// issued in it (annulled ones listed, not counted) and its credit notes, so the declaration can be
// checked against what was issued through the PAC.

const noWrap = { whiteSpace: "nowrap" } as const;
const headers = ["Documento", "Número", "Fecha", "Cliente", "Número fiscal", "CUFE", "Estado FE", "¿Cuenta?"];

/** 'Factura de operación interna', 'Nota de crédito'; a document never issued electronically says so. */
const typeOf = (document: Form430Document) =>
  document.documentType
    ? feDocumentTypeLabels[document.documentType]
    : document.kind === "credit_note"
      ? "Nota de crédito"
      : "Factura (sin emitir)";

export function Form430Documents({ month, documents }: { month: string; documents: Form430Document[] }) {
  return (
    <DgiReportCard
      title="Documentos fiscales del mes"
      subtitle={`${monthTitle(month)}: las facturas emitidas y las notas de crédito, con su documento electrónico.`}
    >
      <Table size="small" aria-label="Documentos fiscales del mes">
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
            <TableCell align="right">Base</TableCell>
            <TableCell align="right">ITBMS</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.length === 0 ? (
            <TableRow>
              <TableCell colSpan={headers.length + 3} align="center">
                No hay documentos de ventas en el mes
              </TableCell>
            </TableRow>
          ) : (
            documents.map((document) => (
              <TableRow key={`${document.kind}-${document.id}`}>
                <TableCell>{typeOf(document)}</TableCell>
                <TableCell sx={noWrap}>{document.number}</TableCell>
                <TableCell sx={noWrap}>{formatDate(document.issueDate)}</TableCell>
                <TableCell>{document.clientName ?? ""}</TableCell>
                <TableCell sx={noWrap}>{document.fiscalNumber ?? ""}</TableCell>
                <TableCell>
                  {document.cufe && (
                    <Tooltip title={document.cufe}>
                      <span>{`${document.cufe.slice(0, 12)}…${document.cufe.slice(-6)}`}</span>
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell>{document.feStatus ? feDocumentStatusLabels[document.feStatus] : "Sin emitir"}</TableCell>
                <TableCell>{document.counted ? "Sí" : "No"}</TableCell>
                <TableCell align="right" sx={noWrap}>
                  {formatPAB(document.amount)}
                </TableCell>
                <TableCell align="right" sx={noWrap}>
                  {formatPAB(document.itbmsAmount)}
                </TableCell>
                <TableCell align="right" sx={noWrap}>
                  {formatPAB(document.total)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </DgiReportCard>
  );
}
