import { z } from "../zod";
import { addYears, dayMonthYear, panamaDateOf, panamaWallClock, todayInPanama } from "./dates";

// Field builders shared by every input schema: the API validates with them and the
// forms use the same schemas, so a message shown in a form is the one the API answers.

/** Required text, trimmed; `message` is the field's own ('El nombre es requerido'), shown under it. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` })
    .meta({ description: `Texto requerido, de 1 a ${max} caracteres (se recortan los espacios)` });

/** Optional text: empty (or blank) becomes null, so "no value" is stored one way only. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null))
    .meta({ description: `Texto opcional, hasta ${max} caracteres; vacío se guarda como null` });

/** A valid address ('Email inválido') or empty, stored as null. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(320, { error: "Máximo 320 caracteres" })
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: "Email inválido" }).nullable())
    .meta({ format: "email", description: "Correo electrónico; vacío se guarda como null" });

const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
export const MAX_MONEY = "999999999999.99";

function toMoneyString(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NaN";
  if (typeof value === "string") return value.trim().replace(/^\+/, "");
  return value;
}

// How the OpenAPI document describes a money input: text, so that no float ever carries it.
const MONEY_META = {
  type: "string",
  format: "decimal",
  pattern: "^\\d{1,12}(\\.\\d{1,2})?$",
  description: "Monto exacto: decimal con hasta 2 decimales, como texto ('1250.50'); también se acepta un número",
  examples: ["1250.50"],
};

/**
 * An amount of money: a decimal number or string with at most two decimals, within
 * numeric(14,2), answered as a normalised decimal string ("1234.5" -> "1234.50").
 * Never parsed to a float.
 */
export const money = (requiredMessage: string, options: { allowZero?: boolean } = {}) =>
  z
    .preprocess(
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
    )
    .meta(MONEY_META);

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

/**
 * The days a date field accepts: its first and last ('YYYY-MM-DD'; the last is computed when the
 * value is read, as "today" moves on) and the message for a date before or after them.
 */
export type DateSpan = {
  /** A fixed day, or one computed when the value is read ("today" for a token's expiry). */
  earliest: string | (() => string);
  tooEarly: string;
  latest: () => string;
  tooLate: (latest: string) => string;
};

// Any date a calendar field sensibly holds: a year outside these is a typo.
const ANY_DATE: DateSpan = {
  earliest: "1900-01-01",
  tooEarly: "Fecha fuera de rango",
  latest: () => "2999-12-31",
  tooLate: () => "Fecha fuera de rango",
};

/** The Panama date `text` means, or the message that refuses it (not a date, outside `span`). */
function dateWithin(text: string, span: DateSpan): { date: string } | { problem: string } {
  const date = toPanamaDate(text);
  if (!date) return { problem: "Fecha inválida" };
  const earliest = typeof span.earliest === "function" ? span.earliest() : span.earliest;
  if (date < earliest) return { problem: span.tooEarly };
  const latest = span.latest();
  return date > latest ? { problem: span.tooLate(latest) } : { date };
}

/**
 * The first day a money movement may be dated (api/docs/conventions.md, "Dates"): the company keeps
 * no books from before it, and an older date is a slip of the keyboard (1907 for 2007) that would
 * still move a balance today.
 */
export const EARLIEST_MONEY_DATE = "2000-01-01";
/** How many years past today (Panama) a money movement may be dated: a planned one, not a typo (2999). */
export const MONEY_DATE_YEARS_AHEAD = 1;

/** The days a money movement (transaction, transfer, payment) may be dated. */
export const MONEY_DATES: DateSpan = {
  earliest: EARLIEST_MONEY_DATE,
  tooEarly: `La fecha no puede ser anterior al ${dayMonthYear(EARLIEST_MONEY_DATE)}`,
  latest: () => addYears(todayInPanama(), MONEY_DATE_YEARS_AHEAD),
  tooLate: (latest) => `La fecha no puede ser posterior al ${dayMonthYear(latest)}`,
};

/** A calendar date 'YYYY-MM-DD' within `span` (any sensible date unless told). */
export const calendarDate = (requiredMessage: string, span: DateSpan = ANY_DATE) =>
  z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.string({ error: requiredMessage }).transform((text, ctx) => {
        const checked = dateWithin(text, span);
        if ("problem" in checked) {
          ctx.addIssue({ code: "custom", message: checked.problem });
          return z.NEVER;
        }
        return checked.date;
      }),
    )
    .meta({
      type: "string",
      format: "date",
      description: "Fecha del calendario de Panamá, AAAA-MM-DD (una fecha y hora ISO se lee como su día en Panamá)",
    });

/** The date of a money movement: a calendar date within MONEY_DATES. */
export const moneyDate = (requiredMessage: string) => calendarDate(requiredMessage, MONEY_DATES);

export const optionalCalendarDate = () =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    calendarDate("Fecha inválida").nullable(),
  );

/** A reference to another record: a positive integer ('Debe seleccionar un cliente'). */
export const recordId = (message: string) =>
  z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
      z
        .number({ error: message })
        .int({ error: message })
        .min(1, { error: message })
        .max(2_147_483_647, { error: message }),
    )
    .meta({ type: "integer", minimum: 1, description: "Identificador de otro registro (entero positivo)" });

/** An optional reference to another record: empty or null is null; anything else must be a positive whole number. */
export const optionalRecordId = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), recordId(message).nullable());

/**
 * An instant (a transfer's date): an ISO date-time, with a zone or read as Panama's wall clock,
 * or a calendar date 'YYYY-MM-DD', which means noon of that day in Panama.
 */
export const instant = (requiredMessage: string, span: DateSpan = ANY_DATE) =>
  z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.string({ error: requiredMessage }).transform((text, ctx) => {
        const trimmed = text.trim();
        const checked = dateWithin(trimmed, span);
        if ("problem" in checked) {
          ctx.addIssue({ code: "custom", message: checked.problem });
          return z.NEVER;
        }
        if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return panamaWallClock(`${trimmed}T12:00:00`);
        return /(Z|[+-]\d{2}:\d{2})$/i.test(trimmed) ? new Date(trimmed) : panamaWallClock(trimmed);
      }),
    )
    .meta({
      type: "string",
      description:
        "Instante ISO 8601 (sin zona: hora de Panamá), o una fecha AAAA-MM-DD, que es el mediodía de ese día en Panamá",
    });

/** The instant of a money movement (a transfer): its Panama date within MONEY_DATES. */
export const moneyInstant = (requiredMessage: string) => instant(requiredMessage, MONEY_DATES);
