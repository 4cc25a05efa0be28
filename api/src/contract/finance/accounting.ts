import { calendarDate, money, moneyDate, requiredText } from "../values/fields";
import { fromCents, toCents } from "../values/money";
import { formatBalboas } from "../values/money-format";
import { DATE_RANGE_MESSAGE, pagedListQuery, pagingFields } from "../values/paging";
import { amountText, countOf, dateText, instantText, recordKey } from "../values/record-fields";
import { accountTypes, journalOrigins } from "../values/statuses";
import { z } from "../zod";
import { CHART_CODE_INVALID, CHART_CODE_PATTERN } from "./chart-accounts";

// The books: the journal, the trial balance and an account's ledger (rules: api/docs/ledger.md).
// Amounts are decimal strings; a balance is signed, debit positive: an asset's or expense's
// usual balance is positive, a liability's, equity's or income's negative.

export const ENTRY_UNBALANCED = (debits: string, credits: string) =>
  `El asiento no cuadra: débitos ${formatBalboas(debits)} y créditos ${formatBalboas(credits)}`;
export const ENTRY_LINE_ONE_SIDE = "Cada línea lleva un débito o un crédito, no ambos";
export const ENTRY_TWO_LINES = "Un asiento tiene al menos dos líneas";
export const ACCOUNT_CODE_REQUIRED = "La cuenta es requerida";

const accountCode = z
  .string({ error: ACCOUNT_CODE_REQUIRED })
  .trim()
  .min(1, { error: ACCOUNT_CODE_REQUIRED })
  .regex(CHART_CODE_PATTERN, { error: CHART_CODE_INVALID });

/** GET /api/accounting/journal: dates (both included), a text in the description, an account's code. */
export const journalListQuery = pagedListQuery({
  account: z.preprocess((value) => (value === "" ? undefined : value), accountCode.optional()),
});
export type JournalListQuery = z.output<typeof journalListQuery>;

/** A side of a line: absent or empty is zero (the form leaves the other side blank). */
const lineAmount = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  money("El monto es requerido", { allowZero: true }).default("0.00"),
);

const manualLine = z
  .object({ accountCode, debit: lineAmount, credit: lineAmount })
  .refine((line) => toCents(line.debit) > 0n !== toCents(line.credit) > 0n, {
    error: ENTRY_LINE_ONE_SIDE,
    path: ["debit"],
  });

/** POST /api/accounting/journal: the accountant's own entry, balanced, two lines or more. */
export const manualEntryInput = z
  .object({
    entryDate: moneyDate("La fecha es requerida"),
    description: requiredText("La descripción es requerida"),
    lines: z.array(manualLine, { error: ENTRY_TWO_LINES }).min(2, { error: ENTRY_TWO_LINES }).max(200),
  })
  .superRefine((entry, ctx) => {
    const debits = entry.lines.reduce((sum, line) => sum + toCents(line.debit), 0n);
    const credits = entry.lines.reduce((sum, line) => sum + toCents(line.credit), 0n);
    if (debits !== credits) {
      ctx.addIssue({
        code: "custom",
        path: ["lines"],
        message: ENTRY_UNBALANCED(fromCents(debits), fromCents(credits)),
      });
    }
  });
export type ManualEntryInput = z.input<typeof manualEntryInput>;
export type ManualEntryData = z.output<typeof manualEntryInput>;

export const journalLineRecord = z.object({
  accountCode: z.string().meta({ description: "Código de la cuenta (1.1.02)" }),
  accountName: z.string(),
  bankAccountId: recordKey("La cuenta bancaria que mueve una línea de Bancos").nullable(),
  debit: amountText("Débito"),
  credit: amountText("Crédito"),
});
export type JournalLineRecord = z.infer<typeof journalLineRecord>;

export const journalEntryRecord = z.object({
  id: recordKey(),
  entryDate: dateText("Fecha contable"),
  description: z.string(),
  originType: z.enum(journalOrigins).meta({ description: "Qué lo generó" }),
  originId: recordKey("El documento o movimiento que lo generó").nullable(),
  reversesEntryId: recordKey("El asiento que revierte").nullable(),
  reversedByEntryId: recordKey("El asiento que lo revierte").nullable(),
  createdAt: instantText(),
  lines: z.array(journalLineRecord),
});
export type JournalEntryRecord = z.infer<typeof journalEntryRecord>;

/** A period of the books: both dates included; without them, the year to date. */
export const periodQuery = z
  .object({
    from: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
    to: z.preprocess((value) => (value === "" ? undefined : value), calendarDate("Fecha inválida").optional()),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, { error: DATE_RANGE_MESSAGE, path: ["to"] });
export type PeriodQuery = z.output<typeof periodQuery>;

export const trialBalanceRow = z.object({
  accountCode: z.string(),
  accountName: z.string(),
  accountType: z.enum(accountTypes),
  opening: amountText("Saldo al inicio (débito positivo)"),
  debits: amountText("Débitos del período"),
  credits: amountText("Créditos del período"),
  closing: amountText("Saldo al final (débito positivo)"),
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;

export const trialBalanceRecord = z.object({
  from: dateText("Desde"),
  to: dateText("Hasta"),
  rows: z.array(trialBalanceRow),
  totals: z.object({ debits: amountText(), credits: amountText() }),
});
export type TrialBalanceRecord = z.infer<typeof trialBalanceRecord>;

/** GET /api/accounting/general-ledger/{accountCode}: a period and a page of its lines. */
export const generalLedgerQuery = periodQuery.and(z.object({ limit: pagingFields.limit, offset: pagingFields.offset }));
export type GeneralLedgerQuery = z.output<typeof generalLedgerQuery>;

export const generalLedgerLine = z.object({
  entryId: recordKey("El asiento"),
  entryDate: dateText(),
  description: z.string(),
  originType: z.enum(journalOrigins),
  originId: recordKey().nullable(),
  debit: amountText(),
  credit: amountText(),
  balance: amountText("Saldo tras la línea (débito positivo)"),
});
export type GeneralLedgerLine = z.infer<typeof generalLedgerLine>;

export const generalLedgerRecord = z.object({
  account: z.object({ code: z.string(), name: z.string(), accountType: z.enum(accountTypes) }),
  from: dateText(),
  to: dateText(),
  opening: amountText("Saldo al inicio"),
  debits: amountText(),
  credits: amountText(),
  closing: amountText("Saldo al final"),
  lineCount: countOf("Líneas del período (todas las páginas)"),
  lines: z.array(generalLedgerLine),
});
export type GeneralLedgerRecord = z.infer<typeof generalLedgerRecord>;

/** A month of the books, 'YYYY-MM', as a path parameter. */
export const PERIOD_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const PERIOD_MONTH_INVALID = "Mes inválido: use AAAA-MM";

export const closedPeriodRecord = z.object({
  month: z.string().meta({ description: "Mes cerrado (AAAA-MM)", examples: ["2026-09"] }),
  closedAt: instantText("Cuándo se cerró"),
  closedBy: z.string().nullable().meta({ description: "Quién lo cerró" }),
});
export type ClosedPeriodRecord = z.infer<typeof closedPeriodRecord>;

/** An income account a document line may post to (GET /api/income-accounts). */
export const incomeAccountRecord = z.object({
  code: z.string().meta({ description: "Código de la cuenta", examples: ["4.1.01"] }),
  name: z.string(),
});
export type IncomeAccountRecord = z.infer<typeof incomeAccountRecord>;

/** One account's balance on the opening day, on the side it lies (an asset's on the debit). */
const openingBalance = z
  .object({
    accountCode,
    debit: money("El monto es requerido", { allowZero: true }).default("0.00"),
    credit: money("El monto es requerido", { allowZero: true }).default("0.00"),
  })
  .refine((line) => toCents(line.debit) > 0n !== toCents(line.credit) > 0n, {
    error: ENTRY_LINE_ONE_SIDE,
    path: ["debit"],
  });

export const OPENING_BALANCES_REQUIRED = "Indique al menos un saldo";
export const openingAccountTwice = (code: string) => `La cuenta ${code} aparece más de una vez`;

/**
 * POST /api/accounting/opening-balances: a company that starts its books here mid-year gives the
 * balances of its previous books on the opening day; each account becomes one entry against
 * 3.4 Saldos de apertura (api/docs/ledger.md, "Opening balances").
 */
export const openingBalancesInput = z
  .object({
    openingDate: moneyDate("La fecha es requerida"),
    balances: z
      .array(openingBalance, { error: OPENING_BALANCES_REQUIRED })
      .min(1, { error: OPENING_BALANCES_REQUIRED })
      .max(500),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.balances.forEach((line, index) => {
      if (seen.has(line.accountCode)) {
        ctx.addIssue({
          code: "custom",
          path: ["balances", index, "accountCode"],
          message: openingAccountTwice(line.accountCode),
        });
      }
      seen.add(line.accountCode);
    });
  });
export type OpeningBalancesInput = z.input<typeof openingBalancesInput>;
export type OpeningBalancesData = z.output<typeof openingBalancesInput>;
