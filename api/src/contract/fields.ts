import { z } from "zod";
import { panamaDateOf, panamaWallClock } from "./dates";

// Field builders shared by every input schema: the API validates with them and the
// forms use the same schemas, so a message shown in a form is the one the API answers.

/** Required text, trimmed; `message` is the field's own ('El nombre es requerido'), shown under it. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` });

/** Optional text: empty (or blank) becomes null, so "no value" is stored one way only. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A valid address ('Email inválido') or empty, stored as null. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(320, { error: "Máximo 320 caracteres" })
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: "Email inválido" }).nullable());

const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
export const MAX_MONEY = "999999999999.99";

function toMoneyString(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NaN";
  if (typeof value === "string") return value.trim().replace(/^\+/, "");
  return value;
}

/**
 * An amount of money: a decimal number or string with at most two decimals, within
 * numeric(14,2), answered as a normalised decimal string ("1234.5" -> "1234.50").
 * Never parsed to a float.
 */
export const money = (requiredMessage: string, options: { allowZero?: boolean } = {}) =>
  z.preprocess(
    (value) => {
      const text = toMoneyString(value);
      return text === "" ? undefined : text;
    },
    z
      .string({ error: requiredMessage })
      .refine((text) => !text.startsWith("-"), { error: "El monto no puede ser negativo", abort: true })
      .refine((text) => /^\d+(\.\d+)?$/.test(text), { error: "Ingrese un monto válido", abort: true })
      .refine((text) => !/\.\d{3,}$/.test(text), { error: "El monto admite como máximo 2 decimales", abort: true })
      .refine((text) => MONEY_PATTERN.test(text), { error: "El monto excede el máximo permitido", abort: true })
      .refine((text) => options.allowZero || /[1-9]/.test(text), { error: "El monto debe ser mayor que cero" })
      .transform((text) => {
        const [whole = "0", fraction = ""] = text.split(".");
        return `${BigInt(whole).toString()}.${fraction.padEnd(2, "0")}`;
      }),
  );

/** Optional money (a project's budget): empty or null is null. */
export const optionalMoney = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    money("Ingrese un monto válido", { allowZero: true }).nullable(),
  );

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Date, time, then an optional zone: "2026-03-10T14:30", "…T14:30:00.000Z", "…T09:30:00-05:00".
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** True for a 'YYYY-MM-DD' that exists on the calendar (no 30 February). */
function isCalendarDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

/**
 * A calendar date as 'YYYY-MM-DD'. Accepts that form, or an ISO date-time (what the forms
 * send), turned into the date it means in Panama (UTC-5, no daylight saving).
 */
export function toPanamaDate(value: string): string | null {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return isCalendarDate(text) ? text : null;
  const match = DATE_TIME.exec(text);
  // Date() would roll an impossible day over ("02-30" -> 2 March) instead of refusing it.
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  // Without a zone, Date() reads the wall clock in the time zone of whoever runs this (server or
  // browser); the person typing it meant Panama's.
  const parsed = match[2] ? new Date(text) : panamaWallClock(text);
  if (Number.isNaN(parsed.getTime())) return null;
  return panamaDateOf(parsed);
}

export const calendarDate = (requiredMessage: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ error: requiredMessage })
      .transform((text, ctx) => {
        const date = toPanamaDate(text);
        if (!date) {
          ctx.addIssue({ code: "custom", message: "Fecha inválida" });
          return z.NEVER;
        }
        return date;
      })
      .refine((date) => date >= "1900-01-01" && date <= "2999-12-31", { error: "Fecha fuera de rango" }),
  );

export const optionalCalendarDate = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    calendarDate("Fecha inválida").nullable(),
  );

/** A reference to another record: a positive integer ('Debe seleccionar un cliente'). */
export const recordId = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(2_147_483_647, { error: message }),
  );

/** An optional reference to another record: empty or null is null; anything else must be a positive whole number. */
export const optionalRecordId = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), recordId(message).nullable());

/**
 * An instant (a transfer's date): an ISO date-time, with a zone or read as Panama's wall clock,
 * or a calendar date 'YYYY-MM-DD', which means noon of that day in Panama.
 */
export const instant = (requiredMessage: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.string({ error: requiredMessage }).transform((text, ctx) => {
      const trimmed = text.trim();
      const date = toPanamaDate(trimmed);
      if (!date) {
        ctx.addIssue({ code: "custom", message: "Fecha inválida" });
        return z.NEVER;
      }
      if (date < "1900-01-01" || date > "2999-12-31") {
        ctx.addIssue({ code: "custom", message: "Fecha fuera de rango" });
        return z.NEVER;
      }
      if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return panamaWallClock(`${trimmed}T12:00:00`);
      return /(Z|[+-]\d{2}:\d{2})$/i.test(trimmed) ? new Date(trimmed) : panamaWallClock(trimmed);
    }),
  );
