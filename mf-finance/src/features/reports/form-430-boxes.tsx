import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { type Form430Record, monthTitle } from "api/contract";
import { endpointPath, formatPAB, useDownload } from "shared-ui";
import { DgiReportCard } from "./dgi-report-card";

const TITLE = "Formulario 430 - Declaración Jurada de ITBMS";

/** Where the result is: the tax to pay, or the credit carried to the next month. */
function Result({ form }: { form: Form430Record }) {
  if (Number(form.taxToPay) > 0) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        ITBMS a pagar: {formatPAB(form.taxToPay)}
      </Alert>
    );
  }
  return (
    <Alert severity="success" sx={{ mt: 2 }}>
      Crédito a favor para el período siguiente: {formatPAB(form.creditCarriedForward)}
    </Alert>
  );
}

/** The declaration's boxes for the month, as computed from the books by the API. */
export function Form430Boxes({ form }: { form: Form430Record }) {
  const download = useDownload();
  return (
    <DgiReportCard
      title={TITLE}
      subtitle={`${monthTitle(form.month)}: ventas de las facturas emitidas en el mes (enviadas, pagadas o vencidas) y compras de las cuentas por pagar emitidas en el mes.`}
      actions={
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          onClick={() =>
            void download(
              endpointPath("form430Pdf", { query: { month: form.month } }),
              `formulario-430-${form.month}.pdf`,
            )
          }
        >
          Exportar PDF
        </Button>
      }
    >
      <Table size="small" aria-label="Casillas del Formulario 430">
        <TableHead>
          <TableRow>
            <TableCell>Casilla</TableCell>
            <TableCell>Concepto</TableCell>
            <TableCell align="right">Monto</TableCell>
            <TableCell align="right">ITBMS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {form.boxes.map((box) => (
            <TableRow key={box.box}>
              <TableCell>{box.box}</TableCell>
              <TableCell>{box.label}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {box.base === null ? "" : formatPAB(box.base)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {box.tax === null ? "" : formatPAB(box.tax)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Result form={form} />
    </DgiReportCard>
  );
}
