import { type Form430Line, type Form430LineKey, type Form430Record, monthTitle } from "../contract/taxes/dgi";
import { todayInPanama } from "../contract/values/dates";
import { formatBalboas } from "../contract/values/money-format";
import { pdfDate } from "./format";
import type { ReportRow, ReportSection, SectionsReport } from "./sections-report";

// Formulario 430 as a PDF: the lines of GET /api/financial/dgi/form-430, nothing recomputed
// (api/docs/dgi-reports.md). Printed by the shared sections report (a "sections-report" PDF job).
// The lines carry the DGI's wording and no number: the form's casilla numbers are not confirmed.

/** 'formulario-430-2026-10.pdf'. */
export const form430FileName = (month: string) => `formulario-430-${month}.pdf`;

/** A line as rows: its base, then its tax ('ITBMS: …') under it when it has both. */
function lineRows(line: Form430Line, emphasis?: ReportRow["emphasis"]): ReportRow[] {
  if (line.base !== null && line.tax !== null) {
    return [
      { label: line.label, amount: line.base, emphasis },
      { label: `ITBMS: ${line.label}`, amount: line.tax, indent: true, emphasis },
    ];
  }
  return [{ label: line.label, amount: line.base ?? line.tax ?? "0.00", emphasis }];
}

export function form430Report(form: Form430Record): SectionsReport {
  const rows = (keys: Form430LineKey[], emphasis?: (key: Form430LineKey) => ReportRow["emphasis"]) =>
    form.lines.filter((line) => keys.includes(line.key)).flatMap((line) => lineRows(line, emphasis?.(line.key)));
  const sections: ReportSection[] = [
    {
      title: "Operaciones del período y débito fiscal",
      rows: rows(["sales7", "sales10", "sales15", "exemptSales", "totalSales"], (key) =>
        key === "totalSales" ? "total" : undefined,
      ),
    },
    {
      title: "Compras y crédito fiscal",
      rows: rows(["taxablePurchases", "exemptPurchases", "previousCredit", "totalCredit"], (key) =>
        key === "totalCredit" ? "total" : undefined,
      ),
    },
    { title: "Retenciones", rows: rows(["retentions"]) },
    { title: "Liquidación", rows: rows(["taxToPay", "creditCarriedForward"], () => "grand") },
  ];
  const filedNotes = form.filed
    ? [
        `Declaración presentada el ${pdfDate(todayInPanama(new Date(form.filed.filedAt)))}${form.filed.filedBy ? ` por ${form.filed.filedBy}` : ""}: las cifras son las presentadas.`,
        ...form.differences.map(
          (difference) =>
            `Diferencia con los libros (requeriría una declaración rectificativa): ${difference.label}, presentado ${formatBalboas(difference.filed.tax ?? difference.filed.base ?? "0")}, libros ${formatBalboas(difference.books.tax ?? difference.books.base ?? "0")}.`,
        ),
      ]
    : [
        "Preparado con los libros de la empresa para copiar en la declaración de e-Tax 2.0; no ha sido presentado a la DGI.",
      ];
  return {
    title: "FORMULARIO 430",
    documentTitle: `Formulario 430 ${form.month}`,
    meta: [
      ["Declaración Jurada de ITBMS", monthTitle(form.month)],
      ["Del", `${pdfDate(form.from)} al ${pdfDate(form.to)}`],
    ],
    sections,
    notes: [
      "Ventas: líneas de las facturas emitidas en el mes (enviadas, pagadas o vencidas), por fecha de emisión.",
      "Compras: cuentas por pagar emitidas en el mes. Retenciones: ITBMS retenido por clientes en los cobros del mes.",
      "Crédito del período anterior: el arrastrado por la última declaración presentada y, después de ella, mes a mes según los libros.",
      "Cada línea lleva la redacción del formulario de la DGI; cópiela en la casilla de e-Tax 2.0 del mismo nombre.",
      ...filedNotes,
    ],
  };
}
