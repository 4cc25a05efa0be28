import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import SendIcon from "@mui/icons-material/Send";
import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { type Form430Difference, type Form430Record, monthTitle } from "api/contract";
import { useCallback, useState } from "react";
import { endpointPath, formatDate, formatPAB, todayInPanama, useApiAction, useConfirm, useDownload } from "shared-ui";
import { DgiReportCard } from "./dgi-report-card";

const TITLE = "Formulario 430 - Declaración Jurada de ITBMS";
export const FILE_FORM_430_FAILED = "No se pudo presentar la declaración. Inténtelo de nuevo.";

const money = (amount: string | null) => (amount === null ? "" : formatPAB(amount));

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

/** A filed month: when and by whom, and whether today's books still say the same. */
function FiledState({ form }: { form: Form430Record }) {
  if (!form.filed) return null;
  const filedOn = formatDate(form.filed.filedAt);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Alert severity="info">
        Presentada el {filedOn}
        {form.filed.filedBy ? ` por ${form.filed.filedBy}` : ""}. Las cifras son las presentadas; el mes está cerrado en
        los libros.
      </Alert>
      {form.differences.length > 0 && (
        <Alert severity="error">
          Los libros de hoy difieren de lo presentado en {form.differences.length}{" "}
          {form.differences.length === 1 ? "línea" : "líneas"} (resaltadas): corregirlo requiere una declaración
          rectificativa.
        </Alert>
      )}
    </Stack>
  );
}

/** 'Presentar declaración': asks first, then files the month (which also closes it in the books). */
function useFileForm430() {
  const confirm = useConfirm();
  const run = useApiAction();
  const [filing, setFiling] = useState(false);
  const file = useCallback(
    async (month: string) => {
      const confirmed = await confirm({
        title: "Presentar declaración",
        message: `¿Presentar el Formulario 430 de ${monthTitle(month)}? Sus cifras quedarán guardadas como presentadas y el mes se cerrará en los libros.`,
        confirmLabel: "Presentar",
      });
      if (!confirmed) return;
      setFiling(true);
      try {
        await run({
          endpoint: "fileForm430",
          params: { month },
          success: { title: "Declaración presentada" },
          failure: { description: FILE_FORM_430_FAILED },
        });
      } finally {
        setFiling(false);
      }
    },
    [confirm, run],
  );
  return { file, filing };
}

/** The declaration's lines for the month, as the DGI's form words them, from the books or as filed. */
export function Form430Lines({ form }: { form: Form430Record }) {
  const download = useDownload();
  const { file, filing } = useFileForm430();
  const differences = new Map<string, Form430Difference>(form.differences.map((d) => [d.key, d]));
  // Only a month that has ended can be declared.
  const ended = form.month < todayInPanama().slice(0, 7);
  return (
    <DgiReportCard
      title={TITLE}
      subtitle={`${monthTitle(form.month)}: ventas de las facturas emitidas en el mes (enviadas, pagadas o vencidas), compras de las cuentas por pagar emitidas en el mes y el ITBMS retenido por clientes en los cobros del mes.`}
      actions={
        <Stack direction="row" spacing={1}>
          {!form.filed && ended && (
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={filing}
              onClick={() => void file(form.month)}
            >
              Presentar declaración
            </Button>
          )}
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
        </Stack>
      }
    >
      <FiledState form={form} />
      <Table size="small" aria-label="Líneas del Formulario 430">
        <TableHead>
          <TableRow>
            <TableCell>Concepto</TableCell>
            <TableCell align="right">Monto</TableCell>
            <TableCell align="right">ITBMS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {form.lines.map((line) => {
            const difference = differences.get(line.key);
            return (
              <TableRow
                key={line.key}
                data-difference={difference ? "true" : undefined}
                sx={difference ? { bgcolor: "error.light", "& td": { fontWeight: 600 } } : undefined}
              >
                <TableCell>
                  {line.label}
                  {difference && (
                    <div>
                      En los libros hoy:{" "}
                      {[difference.books.base, difference.books.tax]
                        .filter((v) => v !== null)
                        .map(money)
                        .join(" · ")}
                    </div>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {money(line.base)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {money(line.tax)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Result form={form} />
    </DgiReportCard>
  );
}
