import { type CreditNoteData, type CreditNoteInput, creditNoteInput, type DocumentLineRecord } from "api/contract";
import { z } from "zod";

// The 'Nota de crédito' dialog's form: what its fields hold (a choice of what to credit, one
// quantity per invoice line, an amount) turned into POST /api/invoices/{id}/credit-notes's body and
// checked with the contract's own creditNoteInput, so the form says what the server would.

export const creditNoteScopes = ["whole", "lines", "amount"] as const;
export type CreditNoteScope = (typeof creditNoteScopes)[number];
export const creditNoteScopeLabels: Record<CreditNoteScope, string> = {
  whole: "Toda la factura",
  lines: "Algunas líneas",
  amount: "Un monto",
};

export type CreditNoteFormValues = {
  reason: string;
  scope: CreditNoteScope;
  /** One per invoice line, in the invoice's order; empty: the line is not credited. */
  quantities: string[];
  amount: string;
};

export const emptyCreditNoteForm = (lines: readonly DocumentLineRecord[]): CreditNoteFormValues => ({
  reason: "",
  scope: "whole",
  quantities: lines.map(() => ""),
  amount: "",
});

export const creditNoteLineOverInvoice = (quantity: string) =>
  `La cantidad no puede exceder la de la factura (${quantity})`;

/** A quantity in thousandths (numeric(12,3)), to compare without floats; null when not a plain decimal. */
function thousandths(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] ?? "0") * 1000n + BigInt((match[2] ?? "").padEnd(3, "0"));
}

/** The request body the chosen scope means: only the lines given a quantity, or the amount, or neither. */
export function creditNoteBody(values: CreditNoteFormValues, lines: readonly DocumentLineRecord[]): CreditNoteInput {
  if (values.scope === "amount") return { reason: values.reason, amount: values.amount };
  if (values.scope === "whole") return { reason: values.reason };
  const chosen = lines.flatMap((line, index) => {
    const quantity = values.quantities[index]?.trim() ?? "";
    return quantity === "" ? [] : [{ position: line.position, quantity }];
  });
  return { reason: values.reason, lines: chosen };
}

/**
 * The form's schema for `lines` (the invoice's): the body checked with creditNoteInput, its messages
 * put under the fields that hold what they are about ('lines.0.quantity' under that line's
 * quantity, a message about the lines as a whole under the table), and no line above what the
 * invoice has (what earlier notes gave back the server checks: 409 with what is left).
 */
export function creditNoteFormSchema(lines: readonly DocumentLineRecord[]) {
  return z
    .object({
      reason: z.string(),
      scope: z.enum(creditNoteScopes),
      quantities: z.array(z.string()),
      amount: z.string(),
    })
    .transform((values, ctx): CreditNoteData => {
      const body = creditNoteBody(values, lines);
      // The index of each line sent, in the form's quantities.
      const sentIndexes = lines.flatMap((_, index) =>
        values.scope === "lines" && (values.quantities[index]?.trim() ?? "") !== "" ? [index] : [],
      );
      let over = false;
      for (const index of sentIndexes) {
        const line = lines[index];
        const asked = thousandths(values.quantities[index] ?? "");
        const most = line ? thousandths(line.quantity) : null;
        if (line && asked !== null && most !== null && asked > most) {
          ctx.addIssue({
            code: "custom",
            message: creditNoteLineOverInvoice(line.quantity),
            path: ["quantities", index],
          });
          over = true;
        }
      }
      const parsed = creditNoteInput.safeParse(body);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [field, index] = issue.path;
          if (field === "lines" && typeof index === "number") {
            ctx.addIssue({ code: "custom", message: issue.message, path: ["quantities", sentIndexes[index] ?? 0] });
          } else if (field === "lines") {
            ctx.addIssue({ code: "custom", message: issue.message, path: ["quantities", "root"] });
          } else {
            ctx.addIssue({ code: "custom", message: issue.message, path: [field === "amount" ? "amount" : "reason"] });
          }
        }
      }
      // Both checks speak at once: a short reason does not hide a quantity too large.
      return over || !parsed.success ? z.NEVER : parsed.data;
    });
}
