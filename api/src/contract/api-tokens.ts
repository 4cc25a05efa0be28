import { addYears, dayMonthYear, todayInPanama } from "./values/dates";
import { calendarDate, type DateSpan, recordId, requiredText } from "./values/fields";
import { optionalFilter, optionalIdFilter, pagedListQuery } from "./values/paging";
import { dateText, instantText, recordKey } from "./values/record-fields";
import { apiTokenStatuses } from "./values/statuses";
import { z } from "./zod";

// API tokens for integrations (rules: api/docs/api-tokens.md): an admin issues one for a user,
// with a name and a last day; it acts with that user's current role until then or until revoked.

/** How far ahead a token's last day may be: a forgotten integration must stop some day. */
export const API_TOKEN_YEARS_AHEAD = 2;
export const API_TOKEN_NAME_MAX = 100;

/** From today (it works until the end of that day in Panama) to two years from today. */
export const API_TOKEN_EXPIRY_DATES: DateSpan = {
  earliest: () => todayInPanama(),
  tooEarly: "La fecha de vencimiento no puede ser anterior a hoy",
  latest: () => addYears(todayInPanama(), API_TOKEN_YEARS_AHEAD),
  tooLate: (latest) => `La fecha de vencimiento no puede ser posterior al ${dayMonthYear(latest)}`,
};

/** POST /api/settings/tokens: the user the token acts as, its name and its last day. */
export const apiTokenInput = z.object({
  userId: recordId("Debe seleccionar un usuario"),
  name: requiredText("El nombre es requerido", API_TOKEN_NAME_MAX),
  expiresAt: calendarDate("La fecha de vencimiento es requerida", API_TOKEN_EXPIRY_DATES),
});
export type ApiTokenInput = z.input<typeof apiTokenInput>;
export type ApiTokenData = z.output<typeof apiTokenInput>;

/**
 * GET /api/settings/tokens: newest first; `q` matches the token's name and its user's email and
 * names, `status` and `userId` filter, `from`/`to` are the day it was created in Panama.
 */
export const apiTokenListQuery = pagedListQuery({
  status: optionalFilter(apiTokenStatuses, "Estado inválido"),
  userId: optionalIdFilter("Usuario inválido"),
});
export type ApiTokenListQuery = z.output<typeof apiTokenListQuery>;

/** What the API answers about a token: never its secret, nor its hash. */
export const apiTokenRecord = z.object({
  id: recordKey(),
  name: z.string(),
  userId: recordKey("La cuenta con cuyo rol actúa"),
  /** 'Ana Pérez', or the email of an account with no name. */
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(apiTokenStatuses),
  /** The last day it works, 'YYYY-MM-DD' in Panama (it stops at the midnight after). */
  expiresAt: dateText("Último día en que funciona (Panamá)"),
  createdAt: instantText("Cuándo se emitió (ISO 8601, UTC)"),
  /** Who issued it; null once that account is gone. */
  createdByName: z.string().nullable(),
  /** Its latest use, to the minute (api/docs/api-tokens.md); null when never used. */
  lastUsedAt: instantText("Su último uso, al minuto; null si nunca se usó").nullable(),
  revokedAt: instantText("Cuándo se revocó").nullable(),
});
export type ApiTokenRecord = z.infer<typeof apiTokenRecord>;

/** POST /api/settings/tokens answers the token itself this once; nothing answers it again. */
export const createdApiTokenRecord = apiTokenRecord.extend({
  token: z.string().meta({ description: "El token, esta única vez: Authorization: Bearer <token>" }),
});
export type CreatedApiTokenRecord = z.infer<typeof createdApiTokenRecord>;
