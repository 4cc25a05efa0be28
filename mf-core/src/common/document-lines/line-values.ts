import {
  computeDocumentTotals,
  computeLine,
  type DocumentLineInput,
  type DocumentLineRecord,
  type DocumentTotals,
  documentLineInput,
  type ItbmsRate,
  type LineAmounts,
  type LineFigures,
} from "api/contract";

// A quote's or invoice's lines as the forms hold them, and their live figures. The figures come
// from the contract's computeLine / computeDocumentTotals, the very functions the API stores
// with, so the form's totals are the saved ones to the cent (api/docs/documents.md).

/** What a form holds for one line: text as typed, checked by the contract's line schema on submit. */
export type LineFormValues = {
  description: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  itbmsRate: string;
  /** The income account's code; empty: the default (Ventas de servicios). */
  incomeAccountCode: string;
};

/** A new line: one unit, no price yet, no discount, at the rate new lines start with. */
export const emptyLine = (itbmsRate: ItbmsRate): LineFormValues => ({
  description: "",
  quantity: "1",
  unitPrice: "",
  discountPercent: "0",
  itbmsRate,
  incomeAccountCode: "",
});

/** A saved document's lines for its edit form; one stored without lines shows its single amount. */
export function linesOfRecord(record: {
  lines: DocumentLineRecord[];
  amount: string;
  itbmsRate: ItbmsRate;
  lineDescription: string;
}): LineFormValues[] {
  if (record.lines.length === 0) {
    return [{ ...emptyLine(record.itbmsRate), description: record.lineDescription, unitPrice: record.amount }];
  }
  return record.lines.map(({ description, quantity, unitPrice, discountPercent, itbmsRate, incomeAccountCode }) => ({
    description,
    quantity,
    unitPrice,
    discountPercent,
    itbmsRate,
    incomeAccountCode: incomeAccountCode ?? "",
  }));
}

/** A line's figures once its numbers are valid (its text does not matter here), else null. */
function validFigures(line: Partial<DocumentLineInput> | undefined): LineFigures | null {
  const parsed = documentLineInput.safeParse({ ...line, description: "-" });
  return parsed.success ? parsed.data : null;
}

/** The line's money as the server will store it, or null while the line is not a valid one. */
export function liveLineAmounts(line: Partial<DocumentLineInput> | undefined): LineAmounts | null {
  const figures = validFigures(line);
  return figures ? computeLine(figures) : null;
}

/** The document's totals from the lines that are valid so far (the others count as nothing yet). */
export function liveDocumentTotals(lines: ReadonlyArray<Partial<DocumentLineInput>> | undefined): DocumentTotals {
  return computeDocumentTotals((lines ?? []).map(validFigures).filter((line) => line !== null));
}
