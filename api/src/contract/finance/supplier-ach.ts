import { z } from "../zod";

// A supplier's bank details for ACH payments (api/docs/banking.md, "ACH batches"): the bank's
// route number in ACH Panamá (Telered), the account number and whether it is a checking or a
// savings account. All three or none: a batch refuses a supplier without them.

export const achAccountTypes = ["checking", "savings"] as const;
export type AchAccountType = (typeof achAccountTypes)[number];
export const achAccountTypeLabels: Record<AchAccountType, string> = {
  checking: "Corriente",
  savings: "Ahorros",
};

export const ACH_ROUTING_MESSAGE = "La ruta bancaria debe tener de 1 a 9 dígitos";
export const ACH_ACCOUNT_MESSAGE = "El número de cuenta debe tener de 4 a 17 dígitos";
export const ACH_TYPE_MESSAGE = "Tipo de cuenta inválido";
export const ACH_INCOMPLETE_MESSAGE = "Complete los datos para ACH: ruta, número y tipo de cuenta";

/** Digits only once blanks and dashes are taken out ('04-123-45678-9' → '04123456789'); empty is null. */
const digitsField = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value, ctx) => {
      const digits = (value ?? "").replace(/[\s-]/g, "");
      if (digits === "") return null;
      if (!pattern.test(digits)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return digits;
    });

export const achFields = {
  achRoutingNumber: digitsField(/^\d{1,9}$/, ACH_ROUTING_MESSAGE),
  achAccountNumber: digitsField(/^\d{4,17}$/, ACH_ACCOUNT_MESSAGE),
  achAccountType: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.enum(achAccountTypes, { error: ACH_TYPE_MESSAGE }).nullable(),
  ),
};

type AchValues = {
  achRoutingNumber?: string | null;
  achAccountNumber?: string | null;
  achAccountType?: AchAccountType | null;
};

/** The field to blame when only some of the three are given, or null when all or none are. */
export function incompleteAchField(values: AchValues): keyof AchValues | null {
  const given = [values.achRoutingNumber, values.achAccountNumber, values.achAccountType].filter(
    (value) => value != null,
  ).length;
  if (given === 0 || given === 3) return null;
  if (values.achRoutingNumber == null) return "achRoutingNumber";
  if (values.achAccountNumber == null) return "achAccountNumber";
  return "achAccountType";
}

/** For a schema's superRefine: all three ACH fields or none. */
export function checkAchComplete(values: AchValues, ctx: z.RefinementCtx): void {
  const field = incompleteAchField(values);
  if (field) ctx.addIssue({ code: "custom", message: ACH_INCOMPLETE_MESSAGE, path: [field] });
}
