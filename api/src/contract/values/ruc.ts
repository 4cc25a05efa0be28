// The Panamanian RUC (Registro Único de Contribuyente) and its DV (dígito verificador), checked the
// way the DGI computes it, so the supplier form and the API refuse the same numbers
// (api/docs/finance-debts.md, "RUC and DV").
//
// A RUC is one of:
// - a legal person's: tomo/rollo, folio/imagen and asiento/ficha ('155587169-2-2014', '1102-85-117211');
// - a natural person's, built on the cédula: province 1-13, optionally followed by AV (registered
//   before the current system) or PI (indigenous), then folio and asiento ('8-769-1080', '8AV-1-196');
//   or a letter instead of the province: E (foreigner), N (naturalised), PE (Panamanian born abroad)
//   ('E-8-127702');
// - an NT (número tributario): province 1-13, 'NT', folio and asiento ('8-NT-1-24'). The DGI gives
//   these to natural and legal persons alike, and lays the two out differently (below), so the same
//   NT has one DV as a natural person's and another as a legal person's: which one applies follows
//   from its holder's person type when it is known (ntHolders).
// The DV is two digits, each a modulo-11 check digit over a 20-digit string the DGI builds from the
// parts (below); the second one also covers the first.

export const RUC_INVALID = "RUC inválido";
export const DV_INVALID = "DV inválido";

type NaturalLetter = "" | "E" | "N" | "PE" | "AV" | "PI";

export type ParsedRuc =
  | { kind: "legal"; tomo: string; folio: string; asiento: string }
  | { kind: "natural"; province: string; letter: NaturalLetter; folio: string; asiento: string }
  | { kind: "nt"; province: string; folio: string; asiento: string };

/** Whose layout an NT RUC is read with: a natural person's or a legal person's. */
export type NtHolder = "natural" | "legal";

const LEGAL = /^(\d{3,10})-(\d{1,4})-(\d{1,7})$/;
const NATURAL_PROVINCE = /^(0?[1-9]|1[0-3])(AV|PI)?-(\d{1,4})-(\d{1,9})$/;
const NATURAL_LETTER = /^(E|N|PE)-(\d{1,4})-(\d{1,9})$/;
// The DGI's NT string has three positions of folio; an asiento of 7 digits is counted by its first five.
const NUMERO_TRIBUTARIO = /^(0?[1-9]|1[0-3])-NT-(\d{1,3})-(\d{1,7})$/;

/** How a RUC is compared and stored: upper case, without blanks. */
export function normalizeRuc(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** The parts of a RUC, or null when it has none of the DGI's formats. */
export function parseRuc(text: string): ParsedRuc | null {
  const ruc = normalizeRuc(text);
  const legal = LEGAL.exec(ruc);
  if (legal) return { kind: "legal", tomo: legal[1] ?? "", folio: legal[2] ?? "", asiento: legal[3] ?? "" };
  const province = NATURAL_PROVINCE.exec(ruc);
  if (province) {
    const letter = (province[2] ?? "") as NaturalLetter;
    // The DGI's own AV/PI numbers carry at most 8 digits of asiento.
    if (letter && (province[4] ?? "").length > 8) return null;
    return {
      kind: "natural",
      province: province[1] ?? "",
      letter,
      folio: province[3] ?? "",
      asiento: province[4] ?? "",
    };
  }
  const nt = NUMERO_TRIBUTARIO.exec(ruc);
  if (nt) return { kind: "nt", province: nt[1] ?? "", folio: nt[2] ?? "", asiento: nt[3] ?? "" };
  const lettered = NATURAL_LETTER.exec(ruc);
  if (lettered) {
    return {
      kind: "natural",
      province: "",
      letter: (lettered[1] ?? "") as NaturalLetter,
      folio: lettered[2] ?? "",
      asiento: lettered[3] ?? "",
    };
  }
  return null;
}

// A legal RUC from before the current numbering ('old RUC': the tomo's 4th and 5th digits are 0 and
// the 6th below 5) swaps two of its digits through this table before the sums, and its weights
// repeat 11 once instead of reaching 12 (then go on 12, 13…).
// biome-ignore format: a lookup table reads best as a grid
const OLD_RUC_CROSS_REFERENCE: Record<string, string> = {
  "00": "00", "10": "01", "11": "02", "12": "03", "13": "04", "14": "05", "15": "06", "16": "07",
  "17": "08", "18": "09", "19": "01", "20": "02", "21": "03", "22": "04", "23": "07", "24": "08",
  "25": "09", "26": "02", "27": "03", "28": "04", "29": "05", "30": "06", "31": "07", "32": "08",
  "33": "09", "34": "01", "35": "02", "36": "03", "37": "04", "38": "05", "39": "06", "40": "07",
  "41": "08", "42": "09", "43": "01", "44": "02", "45": "03", "46": "04", "47": "05", "48": "06",
  "49": "07",
};

// Each natural-person letter's code in the DGI string, and the code that replaces province and
// letter when the folio has four digits.
const LETTER_CODES: Record<Exclude<NaturalLetter, "">, { code: string; wide: string }> = {
  E: { code: "5", wide: "66" },
  N: { code: "4", wide: "92" },
  PE: { code: "75", wide: "82" },
  AV: { code: "15", wide: "9595" },
  PI: { code: "79", wide: "9595" },
};

const pad = (digits: string, width: number) => digits.padStart(width, "0");

/**
 * The digit string the DGI runs its check digits over, and whether it is an old legal RUC. An NT is
 * laid out as `ntHolder`'s.
 */
function dgiDigits(parsed: ParsedRuc, ntHolder: NtHolder): { digits: string; oldRuc: boolean } {
  if (parsed.kind === "nt") {
    // Province, 'NT' as 43, folio and asiento (six digits kept whole, else the first five); a
    // natural person's string starts with the 5 every natural RUC has, a legal person's does not.
    const { province, folio, asiento } = parsed;
    const tail = asiento.length === 6 ? asiento : pad(asiento.slice(0, 5), 5);
    const digits = `${pad(province, 2)}43${pad(folio, 3)}${tail}`;
    return { digits: ntHolder === "natural" ? `5${digits}` : digits, oldRuc: false };
  }
  if (parsed.kind === "legal") {
    let digits = pad(parsed.tomo, 10) + pad(parsed.folio, 4) + pad(parsed.asiento, 6);
    const oldRuc = digits[3] === "0" && digits[4] === "0" && (digits[5] ?? "9") < "5";
    if (oldRuc) {
      const pair = digits.slice(5, 7);
      digits = digits.slice(0, 5) + (OLD_RUC_CROSS_REFERENCE[pair] ?? pair) + digits.slice(7);
    }
    return { digits, oldRuc };
  }
  const { letter, folio, asiento } = parsed;
  const shortAsiento = pad(asiento.slice(0, 5), 5);
  const shortFolio = folio.length < 4;
  if (letter === "") {
    return { digits: `5${pad(parsed.province, 2)}00${pad(folio, 3)}${shortAsiento}`, oldRuc: false };
  }
  const { code, wide } = LETTER_CODES[letter];
  if (letter === "AV" || letter === "PI") {
    const digits = shortFolio
      ? `5${pad(parsed.province, 2)}${code}${pad(folio, 3)}${shortAsiento}`
      : `5${wide}${pad(folio, 4)}${shortAsiento}`;
    return { digits, oldRuc: false };
  }
  // E and N keep a six-digit asiento whole; every other asiento counts by its first five digits.
  const wholeAsiento = asiento.length === 6 && letter !== "PE";
  const tail = wholeAsiento ? asiento : shortAsiento;
  const digits = shortFolio
    ? `500${code.padEnd(2, "0")}${pad(folio, 3)}${tail}`
    : `5${wide}${wholeAsiento ? code.padEnd(2, "0") : code}${pad(folio, 4)}${tail}`;
  return { digits, oldRuc: false };
}

/**
 * One modulo-11 check digit: weights 2, 3, 4… from the rightmost digit (an old legal RUC repeats
 * 11 instead of reaching 12); a remainder of 0 or 1 gives 0, any other r gives 11 - r.
 */
function checkDigit(digits: string, oldRuc: boolean): number {
  let weight = 2;
  let skip = oldRuc;
  let sum = 0;
  for (let i = digits.length - 1; i >= 0; i--) {
    if (skip && weight === 12) {
      skip = false;
      weight = 11;
    }
    sum += weight * Number(digits[i]);
    weight += 1;
  }
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : 0;
}

/**
 * The DV of a RUC as two digits ('155587169-2-2014' -> '09'), or null when the RUC is not valid. An
 * NT is read as a natural person's unless `ntHolder` says legal ('8-NT-1-419': 27 natural, 68 legal).
 */
export function rucCheckDigits(ruc: string, ntHolder: NtHolder = "natural"): string | null {
  const parsed = parseRuc(ruc);
  if (!parsed) return null;
  const { digits, oldRuc } = dgiDigits(parsed, ntHolder);
  const first = checkDigit(digits, oldRuc);
  const second = checkDigit(`${digits}${first}`, oldRuc);
  return `${first}${second}`;
}

/**
 * Which layouts an NT may be read with, by its holder's Informe 43 person type: a natural person's
 * (N) or a legal person's (J). Without one (not stated, or a client or the company, which have no
 * person type) the RUC alone cannot tell, so either is accepted.
 */
export function ntHolders(personType: string | null | undefined): NtHolder[] {
  if (personType === "N") return ["natural"];
  if (personType === "J") return ["legal"];
  return ["natural", "legal"];
}

/** Every DV the RUC may carry for a holder of `personType`: none when it is not a RUC. */
export function acceptedCheckDigits(ruc: string, personType?: string | null): string[] {
  const parsed = parseRuc(ruc);
  if (!parsed) return [];
  const holders: NtHolder[] = parsed.kind === "nt" ? ntHolders(personType) : ["natural"];
  return holders.flatMap((holder) => rucCheckDigits(ruc, holder) ?? []);
}

/** A DV as it is stored: two digits ('9' -> '09'); null when it is not one or two digits. */
export function normalizeDv(dv: string): string | null {
  const text = dv.trim();
  return /^\d{1,2}$/.test(text) ? text.padStart(2, "0") : null;
}

/** A RUC or foreign tax id and its DV, as a record holds them. */
export type TaxId = { ruc: string | null; dv: string | null };

/** Informe 43's person type of a foreign supplier, whose `ruc` holds its own country's tax id. */
export const FOREIGN_PERSON_TYPE = "E";

/**
 * What is wrong with a RUC and its DV, on which field; null when both are right or both absent.
 * A DV without a RUC is a RUC missing; a RUC without its DV is a wrong DV. `personType` is the
 * holder's (suppliers): it picks an NT's layout, and a foreigner's (E) tax id is no RUC, so it is not
 * checked (nor its DV, which is not kept: `storedTaxId`).
 */
export function rucIssue(
  ruc: string | null | undefined,
  dv: string | null | undefined,
  personType?: string | null,
): { field: "ruc" | "dv"; message: string } | null {
  if (personType === FOREIGN_PERSON_TYPE) return null;
  const hasRuc = Boolean(ruc?.trim());
  const hasDv = Boolean(dv?.trim());
  if (!hasRuc) return hasDv ? { field: "ruc", message: RUC_INVALID } : null;
  const accepted = acceptedCheckDigits(ruc ?? "", personType);
  if (accepted.length === 0) return { field: "ruc", message: RUC_INVALID };
  const given = normalizeDv(dv ?? "");
  if (!hasDv || given === null || !accepted.includes(given)) return { field: "dv", message: DV_INVALID };
  return null;
}

/**
 * A tax id as it is stored: a foreign supplier's (E) as typed, trimmed, and without a DV, since its
 * country's id has none the DGI knows; any other a RUC upper case without blanks, its DV two digits.
 */
export function storedTaxId<Values extends TaxId & { personType?: string | null }>(
  values: Values,
): Omit<Values, "ruc" | "dv"> & TaxId {
  const ruc = values.ruc?.trim() || null;
  if (values.personType === FOREIGN_PERSON_TYPE) return { ...values, ruc, dv: null };
  const dv = values.dv ? (normalizeDv(values.dv) ?? values.dv) : null;
  return { ...values, ruc: ruc ? normalizeRuc(ruc) : null, dv };
}
