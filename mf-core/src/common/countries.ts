import { countryCodes, HOME_COUNTRY } from "api/contract";
import type { SelectOption } from "shared-ui/forms";

// The countries a client can be in, named in Spanish by the browser (CLDR's names through
// Intl.DisplayNames): the contract carries only the ISO codes.

const names = new Intl.DisplayNames(["es"], { type: "region" });

/** 'CR' -> 'Costa Rica'; the code itself when the browser has no name for it. */
export const countryName = (code: string) => names.of(code) ?? code;

let options: SelectOption[] | undefined;

/** Panama first, then every other country by its Spanish name: 'Costa Rica (CR)'. */
export function countryOptions(): SelectOption[] {
  options ??= [
    HOME_COUNTRY,
    ...countryCodes
      .filter((code) => code !== HOME_COUNTRY)
      .sort((a, b) => countryName(a).localeCompare(countryName(b), "es")),
  ].map((code) => ({ value: code, label: `${countryName(code)} (${code})` }));
  return options;
}
