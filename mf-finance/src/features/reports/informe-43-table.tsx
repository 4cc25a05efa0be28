import FileDownloadIcon from "@mui/icons-material/FileDownload";
import { Alert, Button, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Tooltip } from "@mui/material";
import { type Informe43Record, monthTitle, purchaseConceptLabels, purchaseTypeLabels } from "api/contract";
import { endpointPath, formatDate, formatPAB, useDownload } from "shared-ui";
import { DgiReportCard } from "./dgi-report-card";

const TITLE = "Informe 43 - Compras e Importaciones de Bienes y Servicios";
/** The two downloads: the e-Tax 2.0 import file and the Excel sheet. */
const downloads = { txt: "informe43Text", xlsx: "informe43Sheet" } as const;
/** Amounts and the RUC stay on one line. */
const noWrap = { whiteSpace: "nowrap" } as const;
const headers = ["Tipo", "RUC", "DV", "Nombre o Razón Social", "Factura", "Fecha", "Concepto", "Compra"];

/** The month's supplier invoices as the DGI's sheet lists them, and its two downloads. */
export function Informe43Table({ report }: { report: Informe43Record }) {
  const save = useDownload();
  const download = (extension: keyof typeof downloads) =>
    void save(
      endpointPath(downloads[extension], { query: { month: report.month } }),
      `informe-43-${report.month}.${extension}`,
    );
  return (
    <DgiReportCard
      title={TITLE}
      subtitle={`${monthTitle(report.month)}: una línea por factura de proveedor emitida en el mes.`}
      actions={
        <>
          <Button variant="contained" startIcon={<FileDownloadIcon />} onClick={() => download("txt")}>
            Descargar para e-Tax
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={() => download("xlsx")}>
            Descargar Excel
          </Button>
        </>
      }
    >
      {report.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Complete estos datos antes de presentar el informe:
          <ul>
            {report.warnings.map((warning) => (
              <li key={warning.payableId}>{warning.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Table size="small" aria-label="Líneas del Informe 43">
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
            <TableCell align="right">Monto</TableCell>
            <TableCell align="right">ITBMS Pagado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={10} align="center">
                No hay compras registradas en este mes
              </TableCell>
            </TableRow>
          ) : (
            report.lines.map((line) => (
              <TableRow key={line.payableId}>
                <TableCell>{line.personType ?? "—"}</TableCell>
                <TableCell sx={noWrap}>{line.ruc ?? "—"}</TableCell>
                <TableCell>{line.dv ?? ""}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell>{line.invoiceNumber}</TableCell>
                <TableCell>{formatDate(line.issueDate)}</TableCell>
                <TableCell>
                  {line.purchaseConcept ? (
                    <Tooltip title={purchaseConceptLabels[line.purchaseConcept]}>
                      <span>{line.purchaseConcept}</span>
                    </Tooltip>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell>{line.purchaseType ? purchaseTypeLabels[line.purchaseType] : "—"}</TableCell>
                <TableCell align="right" sx={noWrap}>
                  {formatPAB(line.amount)}
                </TableCell>
                <TableCell align="right" sx={noWrap}>
                  {formatPAB(line.itbms)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={8}>Total</TableCell>
            <TableCell align="right" sx={noWrap}>
              {formatPAB(report.totals.amount)}
            </TableCell>
            <TableCell align="right" sx={noWrap}>
              {formatPAB(report.totals.itbms)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </DgiReportCard>
  );
}
