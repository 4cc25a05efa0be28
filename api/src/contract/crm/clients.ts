import { itbmsWithholdingField } from "../taxes/itbms-withholding";
import { optionalHourlyRate } from "../time/hourly-rates";
import { countryCodeField, HOME_COUNTRY } from "../values/countries";
import { optionalEmail, optionalText, requiredText } from "../values/fields";
import { optionalFilter, pagedListQuery, pagingFields } from "../values/paging";
import { amountText, recordKey, recordTimestamps } from "../values/record-fields";
import { checkRucAndDv, rucAndDvFields } from "../values/ruc-fields";
import { clientStatuses } from "../values/statuses";
import { z } from "../zod";

const clientFields = z.object({
  name: requiredText("El nombre es requerido"),
  company: optionalText(200),
  email: optionalEmail(),
  phone: optionalText(50),
  address: optionalText(500),
  // Optional, printed on the client's invoices; checked together by checkRucAndDv, as a supplier's.
  ...rucAndDvFields(),
  /** A retention agent's share of the ITBMS it withholds (50 or 100); null or 0: none. */
  itbmsWithholdingPercent: itbmsWithholdingField,
  /** Where the client is: abroad, its electronic invoices are export invoices (receiver type 04). */
  countryCode: countryCodeField(),
  /** A government entity: its electronic invoices name it as such (receiver type 03). */
  isGovernment: z.boolean({ error: "Indique si el cliente es una entidad del Estado (true o false)" }),
  /** 'No enviar recordatorios': its invoices get no payment reminders (api/docs/mail.md). */
  noReminders: z.boolean({ error: "Indique si se le envían recordatorios (true o false)" }),
  status: z.enum(clientStatuses, { error: "Estado inválido" }),
  /** The client's hourly rate for time entries (api/docs/time.md); empty: none. */
  hourlyRate: optionalHourlyRate(),
});

/** POST /api/clients (and the client form): the RUC, when given, with its DV. */
export const clientInput = clientFields
  .extend({
    countryCode: clientFields.shape.countryCode.default(HOME_COUNTRY),
    isGovernment: clientFields.shape.isGovernment.default(false),
    noReminders: clientFields.shape.noReminders.default(false),
    status: clientFields.shape.status.default("active"),
  })
  .superRefine(checkRucAndDv);
/**
 * PATCH /api/clients/{id}: any subset of the fields, no defaults (an absent field is left as it
 * is). The RUC and DV are checked by the API once merged with the stored ones.
 */
export const clientPatch = clientFields.partial();

export type ClientInput = z.input<typeof clientInput>;
export type ClientData = z.output<typeof clientInput>;

export const clientRecord = z.object({
  id: recordKey(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  ruc: z.string().nullable(),
  /** The RUC's check digits, two digits ('09'); null without a RUC. */
  dv: z.string().nullable().meta({ description: "Dígito verificador del RUC (dos dígitos); null sin RUC" }),
  /** The default withholding share of its new invoices: 50 or 100; null without retention. */
  itbmsWithholdingPercent: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Retención de ITBMS por defecto de sus facturas (50 o 100); null sin retención" }),
  countryCode: z.string().meta({ description: "País del cliente: código ISO 3166-1 alfa-2 (PA por defecto)" }),
  isGovernment: z.boolean().meta({ description: "Si es una entidad del Estado (sus facturas electrónicas lo dicen)" }),
  noReminders: z.boolean().meta({ description: "Si sus facturas no reciben recordatorios de pago" }),
  status: z.enum(clientStatuses),
  hourlyRate: amountText("Tarifa por hora del cliente").nullable(),
  ...recordTimestamps,
});
export type ClientRecord = z.infer<typeof clientRecord>;

/** How a client is named on screens: company, else name, else 'Cliente {id}' (api/docs/contract.md). */
export function clientDisplayName(client: Pick<ClientRecord, "id" | "company" | "name"> | undefined, id?: number) {
  if (!client) return `Cliente ${id ?? ""}`.trim();
  return client.company || client.name || `Cliente ${client.id}`;
}

/** Clients a picker offers at most per search (GET /api/clients/search). */
export const CLIENT_SEARCH_LIMIT = 20;

/**
 * GET /api/clients/search: the clients whose name, company or email contains `q` (any case; all
 * clients without it), by display name, at most `limit` (default 20) of them. For pickers that
 * search on the server instead of loading every client.
 */
export const clientSearchQuery = z.object({ q: pagingFields.q, limit: pagingFields.limit });
export type ClientSearchQuery = z.output<typeof clientSearchQuery>;

/**
 * GET /api/clients: `q` matches the name, company, email or phone (case-insensitive), `status`
 * filters, `from`/`to` the day it was added (Panama); newest first.
 */
export const clientListQuery = pagedListQuery({ status: optionalFilter(clientStatuses, "Estado inválido") });
export type ClientListQuery = z.output<typeof clientListQuery>;
