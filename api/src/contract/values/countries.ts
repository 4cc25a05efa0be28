import { z } from "../zod";

// Countries by their ISO 3166-1 alpha-2 code ('PA', 'CR', 'US'): where a client is, as an electronic
// invoice names the buyer's country (cPaisRec). The contract checks the code's form; the API checks
// it against ISO 3166-1's list as i18n-iso-countries keeps it (src/domain/countries.ts), a list the
// browser bundles that share the contract need not carry. The client form offers the same list.

export const COUNTRY_CODE_MESSAGE = "País inválido: use el código ISO de dos letras del país (PA, CR, US…)";

/** Panama: a client's country unless told. */
export const HOME_COUNTRY = "PA";

/** A country's code: two letters, upper case ('pa' -> 'PA'). */
export const countryCodeField = () =>
  z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z.string({ error: COUNTRY_CODE_MESSAGE }).regex(/^[A-Z]{2}$/, { error: COUNTRY_CODE_MESSAGE }),
    )
    .meta({ description: "País: código ISO 3166-1 alfa-2 (PA, CR, US…)", examples: ["PA"] });
