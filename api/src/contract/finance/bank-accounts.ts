import { money, optionalText, requiredText } from "../values/fields";
import { amountText, recordKey, recordTimestamps } from "../values/record-fields";
import { bankAccountTypes, currencies } from "../values/statuses";
import { z } from "../zod";

// Bank accounts (rules: api/docs/finance-money.md, "Bank accounts"). The balance is set once, at
// creation; afterwards only movements and transfers change it.

const bankAccountFields = {
  bankName: requiredText("El nombre del banco es requerido"),
  accountName: optionalText(200),
  accountNumber: requiredText("El número de cuenta es requerido", 50),
  accountType: z.enum(bankAccountTypes, { error: "Tipo de cuenta inválido" }),
  isActive: z.boolean({ error: "Valor inválido" }),
};

/** POST /api/financial/bank-accounts. */
export const bankAccountInput = z.object({
  ...bankAccountFields,
  accountType: bankAccountFields.accountType.default("checking"),
  currency: z.enum(currencies, { error: "Moneda inválida" }).default("PAB"),
  currentBalance: money("El saldo inicial es requerido", { allowZero: true }),
  isActive: bankAccountFields.isActive.default(true),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;
export type BankAccountData = z.output<typeof bankAccountInput>;

/** PATCH /api/financial/bank-accounts/:id: names, number, type and active flag; never the balance or currency. */
export const bankAccountPatch = z.object(bankAccountFields).partial();
export type BankAccountPatchInput = z.input<typeof bankAccountPatch>;
export type BankAccountChanges = z.output<typeof bankAccountPatch>;

export const bankAccountRecord = z.object({
  id: recordKey(),
  bankName: z.string(),
  accountName: z.string().nullable(),
  accountNumber: z.string(),
  accountType: z.enum(bankAccountTypes),
  currency: z.enum(currencies),
  currentBalance: amountText("Saldo actual"),
  isActive: z.boolean(),
  ...recordTimestamps,
});
export type BankAccountRecord = z.infer<typeof bankAccountRecord>;

/** How a bank account is named in lists and dropdowns: 'account name - bank name' (the bank name twice without an account name). */
export function bankAccountLabel(account: Pick<BankAccountRecord, "accountName" | "bankName">): string {
  return `${account.accountName ?? account.bankName} - ${account.bankName}`;
}
