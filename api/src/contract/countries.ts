import isoCountries from "i18n-iso-countries/codes.json";
import { z } from "zod";

// Countries by their ISO 3166-1 alpha-2 code ('PA', 'CR', 'US'): where a client is, as an electronic
// invoice names the buyer's country (cPaisRec). The list is i18n-iso-countries' (only its codes,
// 250 of them, not its names or code: the contract stays small in every front end); the screens
// name each country in Spanish with the browser's Intl.DisplayNames.

/** Every ISO 3166-1 alpha-2 code. */
export const countryCodes: readonly string[] = isoCountries.map(([alpha2]) => alpha2 ?? "").filter(Boolean);
const knownCodes = new Set(countryCodes);

export const isCountryCode = (code: string) => knownCodes.has(code);

export const COUNTRY_CODE_MESSAGE = "País inválido: use el código ISO de dos letras del país (PA, CR, US…)";

/** Panama: a client's country unless told. */
export const HOME_COUNTRY = "PA";

/** A country's code, upper case ('pa' -> 'PA'), one of ISO 3166-1's. */
export const countryCodeField = () =>
  z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z.string({ error: COUNTRY_CODE_MESSAGE }).refine(isCountryCode, { error: COUNTRY_CODE_MESSAGE }),
    )
    .meta({ description: "País: código ISO 3166-1 alfa-2 (PA, CR, US…)", examples: ["PA"] });
