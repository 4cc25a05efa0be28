import { type Form430Box, type Form430Record, monthTitle } from "../contract/dgi";
import { pdfDate } from "./format";
import type { ReportRow, ReportSection, SectionsReport } from "./sections-report";

// Formulario 430 as a PDF: the boxes of GET /api/financial/dgi/form-430, nothing recomputed
// (api/docs/dgi-reports.md). Printed by the shared sections report (a "sections-report" PDF job).

/** 'formulario-430-2026-10.pdf'. */
export const form430FileName = (month: string) => `formulario-430-${month}.pdf`;

/** A box as rows: its base under its number, then its tax ('ITBMS de la casilla 1') when it has both. */
function boxRows(box: Form430Box, emphasis?: ReportRow["emphasis"]): ReportRow[] {
  const code = String(box.box);
  if (box.base !== null && box.tax !== null) {
    return [
      { code, label: box.label, amount: box.base, emphasis },
      { label: `ITBMS de la casilla ${code}`, amount: box.tax, indent: true, emphasis },
    ];
  }
  return [{ code, label: box.label, amount: box.base ?? box.tax ?? "0.00", emphasis }];
}

export function form430Report(form: Form430Record): SectionsReport {
  const box = (number: number) => form.boxes.filter((candidate) => candidate.box === number);
  const rows = (numbers: number[], emphasis?: (b: Form430Box) => ReportRow["emphasis"]) =>
    numbers.flatMap((number) => box(number).flatMap((b) => boxRows(b, emphasis?.(b))));
  const sections: ReportSection[] = [
    {
      title: "Operaciones del período y débito fiscal",
      rows: rows([1, 2, 3, 4, 5], (b) => (b.box === 5 ? "total" : undefined)),
    },
    { title: "Compras y crédito fiscal", rows: rows([6, 7, 8, 9], (b) => (b.box === 9 ? "total" : undefined)) },
    { title: "Liquidación", rows: rows([10, 11], () => "grand") },
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
      "Compras: cuentas por pagar emitidas en el mes. Crédito del período anterior: arrastrado mes a mes desde el primer mes con movimientos.",
      "Preparado con los libros de la empresa para copiar en la declaración de e-Tax 2.0; no ha sido presentado a la DGI.",
    ],
  };
}
