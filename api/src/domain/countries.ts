import countries from "i18n-iso-countries";
import { COUNTRY_CODE_MESSAGE } from "../contract";
import { FieldFailure } from "./failures";

// ISO 3166-1 as i18n-iso-countries keeps it (250 countries): the contract checks a country code's
// form, this its existence (api/docs/core-clients-projects-reports.md, "Country and government
// entities").

/** A 400 on `field` unless `code` (when given) is an ISO 3166-1 alpha-2 code. */
export function checkCountryCode(code: string | undefined, field = "countryCode"): void {
  // Alpha-2 codes only: the library's isValid would take 'PAN' or '591' too.
  if (code !== undefined && !Object.hasOwn(countries.getAlpha2Codes(), code)) {
    throw new FieldFailure(field, COUNTRY_CODE_MESSAGE);
  }
}
