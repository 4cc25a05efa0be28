import { money } from "../values/fields";
import { itbmsRates } from "../values/statuses";
import { z } from "../zod";

// The rates and budget in hours that users, clients and projects carry for time tracking
// (api/docs/time.md, "Rates"). A time entry's rate is the project's, else its client's, else the
// person's default: the first one set.

/**
 * An hourly rate (money, up to 2 decimals). Empty, null or 0 mean "no rate of its own" and are
 * stored as null, so that the next rate in line applies.
 */
export const optionalHourlyRate = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    money("Ingrese una tarifa válida", { allowZero: true })
      .nullable()
      .transform((rate) => (rate === null || /^0+\.00$/.test(rate) ? null : rate)),
  );

const HOURS_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** A budget in hours: a positive decimal with up to 2 places; empty, null or 0 is none (null). */
export const optionalBudgetHours = () =>
  z.preprocess(
    (value) => {
      if (value === "" || value === undefined || value === null) return null;
      return typeof value === "number" ? (Number.isFinite(value) ? String(value) : "NaN") : value;
    },
    z
      .string({ error: "Ingrese un número de horas válido" })
      .trim()
      .refine((text) => /^\d+(\.\d+)?$/.test(text), { error: "Ingrese un número de horas válido", abort: true })
      .refine((text) => !/\.\d{3,}$/.test(text), { error: "Las horas admiten como máximo 2 decimales", abort: true })
      .refine((text) => HOURS_PATTERN.test(text), { error: "Las horas exceden el máximo permitido", abort: true })
      .transform((text) => {
        const [whole = "0", fraction = ""] = text.split(".");
        const hours = `${BigInt(whole).toString()}.${fraction.padEnd(2, "0")}`;
        return /^0\.00$/.test(hours) ? null : hours;
      })
      .nullable()
      .meta({
        type: "string",
        format: "decimal",
        description: "Horas presupuestadas, hasta 2 decimales; vacío: sin presupuesto",
      }),
  );

/**
 * The ITBMS rate of a project's hours when they are invoiced: 0, 7, 10 or 15; empty or null is the
 * company's default rate (its settings).
 */
export const optionalItbmsRate = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : typeof value === "number" ? String(value) : value),
    z.enum(itbmsRates, { error: "Tasa de ITBMS inválida" }).nullable(),
  );
