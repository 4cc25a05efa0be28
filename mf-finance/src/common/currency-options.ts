import { currencies } from "api/contract";
import type { SelectOption } from "shared-ui/forms";

/** The 'Moneda' select of the bank account and transaction forms: 'PAB (B/.)', 'USD ($)'. */
export const currencyOptions: SelectOption[] = currencies.map((currency) => ({
  value: currency,
  label: currency === "PAB" ? "PAB (B/.)" : "USD ($)",
}));
