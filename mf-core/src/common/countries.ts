import { HOME_COUNTRY } from "api/contract";
import countries from "i18n-iso-countries";
import type { SelectOption } from "shared-ui/forms";

// The countries a client can be in: ISO 3166-1's codes as i18n-iso-countries keeps them (the list
// the API checks), named in Spanish by the browser (CLDR's names, Intl.DisplayNames) rather than by
// a second copy of them in the bundle.

const names = new Intl.DisplayNames(["es"], { type: "region" });

/** 'CR' -> 'Costa Rica'; the code itself when the browser has no name for it. */
export const countryName = (code: string) => names.of(code) ?? code;

let options: SelectOption[] | undefined;

/** Panama first, then every other country by its Spanish name: 'Costa Rica (CR)'. */
export function countryOptions(): SelectOption[] {
  options ??= [
    HOME_COUNTRY,
    ...Object.keys(countries.getAlpha2Codes())
      .filter((code) => code !== HOME_COUNTRY)
      .sort((a, b) => countryName(a).localeCompare(countryName(b), "es")),
  ].map((code) => ({ value: code, label: `${countryName(code)} (${code})` }));
  return options;
}
