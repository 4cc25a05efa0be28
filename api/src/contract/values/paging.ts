import { z } from "../zod";
import { calendarDate, optionalRecordId } from "./fields";

// The query of a paged list (transactions, transfers, receivables, payables): a search text, the
// list's own filters, a date window and a page (rules: api/docs/conventions.md, "Lists").
//
// Compose it:  export const transferListQuery = pagedListQuery({ status: z.enum(...).optional() });
// then the domain reads `pageBounds(query)` (withPage, domain/paging.ts); the route answers with
// `pagedJson(c, { rows, total })` (http/paging.ts), which sets X-Total-Count (TOTAL_COUNT_HEADER, contract/protocol.ts).

export const MAX_PAGE_SIZE = 500;
/**
 * The most rows a list answers without `limit`: far above what any screen loads at once (a
 * month of debts), low enough that years of books never become one answer of tens of MB.
 */
export const MAX_UNPAGED_ROWS = 5000;
export const PAGE_LIMIT_MESSAGE = `El límite debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}`;
export const PAGE_OFFSET_MESSAGE = "El desplazamiento debe ser un número entero mayor o igual a 0";
export const DATE_RANGE_MESSAGE = "La fecha final no puede ser anterior a la inicial";

/** A whole number from a query string, within [min, max], else `message`. */
const queryInteger = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .optional();

/** An optional filter value from a query string: empty means "no filter". */
export const optionalQueryText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .optional()
    .transform((value) => (value ? value : undefined))
    .optional();

/** An optional filter that is one of `values`; empty means "no filter". */
export const optionalFilter = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: message }).optional());

/** An optional record id to filter by (a client, a bank account); empty means "no filter". */
export const optionalIdFilter = (message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), optionalRecordId(message).optional());

/** The fields every paged list takes; see pagedListQuery. */
export const pagingFields = {
  /** Search text, trimmed; what it matches is the list's own rule. */
  q: optionalQueryText(200).meta({ description: "Texto de búsqueda; qué compara lo dice cada lista" }),
  /** Page size, 1 to 500. */
  limit: queryInteger(PAGE_LIMIT_MESSAGE, 1, MAX_PAGE_SIZE).meta({
    description: `Tamaño de la página, 1 a ${MAX_PAGE_SIZE}; sin él, hasta ${MAX_UNPAGED_ROWS} registros`,
  }),
  /** Rows to skip, 0 or more. */
  offset: queryInteger(PAGE_OFFSET_MESSAGE, 0, 2_147_483_647).meta({ description: "Registros que se saltan, 0 o más" }),
  /** Calendar dates, both included (Panama's calendar). */
  from: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
  to: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
};

/** The paging fields plus a list's own filters, with the rule `to` ≥ `from` (message on `to`). */
export function pagedListQuery<Shape extends z.ZodRawShape>(filters: Shape) {
  return z.object({ ...pagingFields, ...filters }).refine(
    (query) => {
      const { from, to } = query as PagingQuery;
      return !from || !to || to >= from;
    },
    { error: DATE_RANGE_MESSAGE, path: ["to"] },
  );
}

/** The parsed paging part of any list query. */
export type PagingQuery = {
  q?: string;
  limit?: number;
  offset?: number;
  from?: string;
  to?: string;
};

/** The rows a list query reads: the page asked for, else the first MAX_UNPAGED_ROWS from `offset`. */
export const pageBounds = (query: Pick<PagingQuery, "limit" | "offset">): { limit: number; offset: number } => ({
  limit: query.limit ?? MAX_UNPAGED_ROWS,
  offset: query.offset ?? 0,
});

/** What a domain list function answers: one page (or all rows) and the count of all matches. */
export type Page<Row> = { rows: Row[]; total: number };
