import { z } from "../zod";

// Field builders of what the API answers (the `xRecord` schemas), as fields.ts has those of what it
// reads. Each carries its OpenAPI type, format and a Spanish description, so the document at
// GET /api/openapi.json says what the tests check every answer against (api/docs/openapi.md).

/** A record's id, or a reference to one: a positive whole number. */
export const recordKey = (description = "Identificador del registro") =>
  z.number().int().min(1).max(2_147_483_647).meta({ description });

/** How many of something: a whole number, zero or more. */
export const countOf = (description: string) => z.number().int().min(0).meta({ description });

/** An exact decimal as text, any number of places ("2.5", "33.335"); never a float. */
export const decimalText = (description: string) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .meta({ format: "decimal", description, examples: ["2.5"] });

/**
 * Money as text with exactly two decimals ("1250.00"), PAB and USD at par; negative only where a
 * figure may be (a deficit, a budget exceeded). Never a float (api/docs/conventions.md, "Money").
 */
export const amountText = (description = "Monto exacto con dos decimales, como texto") =>
  z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .meta({ format: "decimal", description, examples: ["1250.00"] });

/** A calendar day of Panama, 'YYYY-MM-DD'. */
export const dateText = (description = "Fecha del calendario de Panamá (AAAA-MM-DD)") =>
  z.iso.date().meta({ description });

/** A calendar month, 'YYYY-MM'. */
export const monthText = (description = "Mes (AAAA-MM)") =>
  z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .meta({ description, examples: ["2026-03"] });

/** An instant, ISO 8601 in UTC ('2026-03-10T14:30:00.000Z'). */
export const instantText = (description = "Instante ISO 8601 en UTC") => z.iso.datetime().meta({ description });

/**
 * Whole days a debt is past its due date, by Panama's calendar (due yesterday: 1), while it is not
 * paid; null otherwise (api/docs/finance-debts.md, "Overdue").
 */
export const daysOverdueField = () =>
  z
    .number()
    .int()
    .min(1)
    .nullable()
    .meta({ description: "Días completos desde el vencimiento si no está pagada y ya venció (Panamá); si no, null" });

/** When a record was created and last changed. */
export const recordTimestamps = {
  createdAt: instantText("Cuándo se creó (ISO 8601, UTC)"),
  updatedAt: instantText("Cuándo se modificó por última vez (ISO 8601, UTC)"),
};
