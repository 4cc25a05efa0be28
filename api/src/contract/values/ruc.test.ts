import { describe, expect, test } from "bun:test";
import { demoSuppliers } from "../../scripts/demo/finance-data";
import {
  acceptedCheckDigits,
  DV_INVALID,
  normalizeDv,
  parseRuc,
  RUC_INVALID,
  rucCheckDigits,
  rucIssue,
  storedTaxId,
} from "./ruc";

describe("RUC check digits (DGI)", () => {
  test("the published pairs", () => {
    const published: [string, string][] = [
      ["155720753-2-2022", "39"],
      ["155587169-2-2014", "09"],
      ["155664844-2-2018", "64"],
      ["8-769-1080", "56"],
      ["1-184-921", "49"],
      ["E-8-127702", "16"],
    ];
    for (const [ruc, dv] of published) expect([ruc, rucCheckDigits(ruc)]).toEqual([ruc, dv]);
  });

  test("legal persons, current and old numbering", () => {
    const pairs: [string, string][] = [
      ["2588017-1-831938", "20"],
      ["1489806-1-645353", "68"],
      ["1956569-1-732877", "00"],
      ["797609-1-493865", "12"],
      ["15565624-2-2017", "63"],
      // Old RUCs: the cross-reference table and the weights that skip 12.
      ["10102-64-103462", "30"],
      ["1102-85-117211", "95"],
      ["41425-516-58123", "41"],
      ["12388-184-921", "62"],
      ["11947-1027-0229562", "71"],
      ["64296-75-357434", "00"],
    ];
    for (const [ruc, dv] of pairs) expect([ruc, rucCheckDigits(ruc)]).toEqual([ruc, dv]);
  });

  test("natural persons: cédula, E, N, PE, AV and PI", () => {
    const pairs: [string, string][] = [
      ["5-257-218", "09"],
      ["8-28-1284", "33"],
      ["2-1234-123456789", "01"],
      ["E-8-127703", "05"],
      ["E-1234-12770", "98"],
      ["E-123-1277012", "65"],
      ["N-19-1821", "11"],
      ["N-7824-53189", "73"],
      ["PE-123-12345", "42"],
      ["PE-842-3681", "51"],
      ["8AV-1-196", "90"],
      ["2AV-1234-12345", "26"],
      ["13PI-1-196", "58"],
      ["2PI-123-123456", "65"],
    ];
    for (const [ruc, dv] of pairs) expect([ruc, rucCheckDigits(ruc)]).toEqual([ruc, dv]);
  });

  test("NT (número tributario): the DGI's worked examples, natural and legal layouts", () => {
    // Examples 5 and 5.1 of the DGI's DV document (version 201805) are natural persons' NT, 6 and
    // 6.1 legal persons'; each is also checked against the other layout, which gives another DV.
    const dgiExamples: [string, string, string][] = [
      ["8-NT-1-24", "33", "74"], // ex. 5: natural 33 (legal would be 74)
      ["8-NT-1-123456", "76", "52"], // ex. 5.1 natural 76 and ex. 6.1 legal 52: a six-digit asiento kept whole
      ["8-NT-1-419", "27", "68"], // ex. 6: legal 68 (natural would be 27)
    ];
    for (const [ruc, natural, legal] of dgiExamples) {
      expect([ruc, rucCheckDigits(ruc, "natural"), rucCheckDigits(ruc, "legal")]).toEqual([ruc, natural, legal]);
    }
    expect(parseRuc("8-nt-1-24")).toEqual({ kind: "nt", province: "8", folio: "1", asiento: "24" });
  });

  test("NT: more pairs of each layout, seven-digit asientos counted by their first five", () => {
    const natural: [string, string][] = [
      ["3-NT-465-45624", "03"],
      ["9-NT-2-421578", "50"],
      ["6-NT-227-888555", "09"],
      ["12-NT-45-2154", "17"],
    ];
    for (const [ruc, dv] of natural) expect([ruc, rucCheckDigits(ruc, "natural")]).toEqual([ruc, dv]);
    const legal: [string, string][] = [
      ["8-NT-1-13656", "43"],
      ["1-NT-45-56544", "03"],
      ["5-NT-478-2351", "94"],
      ["7-NT-102-33575", "03"],
      ["11-NT-958-218210", "73"],
      ["11-NT-958-2182101", "82"],
      ["11-NT-958-2182104", "82"],
      ["8-NT-1-1234567", "49"],
    ];
    for (const [ruc, dv] of legal) expect([ruc, rucCheckDigits(ruc, "legal")]).toEqual([ruc, dv]);
  });

  test("an NT takes the DV of its holder's layout: N natural, J legal, either when not stated", () => {
    expect(acceptedCheckDigits("8-NT-1-24", "N")).toEqual(["33"]);
    expect(acceptedCheckDigits("8-NT-1-24", "J")).toEqual(["74"]);
    expect(acceptedCheckDigits("8-NT-1-24")).toEqual(["33", "74"]);
    expect(acceptedCheckDigits("8-NT-1-24", null)).toEqual(["33", "74"]);
    // Any other RUC has one DV whoever holds it.
    expect(acceptedCheckDigits("155587169-2-2014", "N")).toEqual(["09"]);
    expect(acceptedCheckDigits("8-769-1080", "J")).toEqual(["56"]);
    expect(acceptedCheckDigits("8-NT-1234-1")).toEqual([]);
  });

  test("blanks and lower case do not matter", () => {
    expect(rucCheckDigits(" e-8-127702 ")).toBe("16");
    expect(rucCheckDigits("155587169 - 2 - 2014")).toBe("09");
  });

  test("anything but the DGI's formats is not a RUC", () => {
    for (const bad of [
      "",
      "abc",
      "155587169-2",
      "14-1-1",
      "0-769-1080",
      "X-8-127702",
      "8-12345-1",
      "8-1-1234567890",
      "8AV-1-123456789",
      "1-2-3-4",
      // NT: province 1-13, 'NT' between hyphens, folio of at most 3 digits, asiento of at most 7.
      "0-NT-0-0",
      "14-NT-1-24",
      "8NT-1-24",
      "8-NT-1234-24",
      "8-NT-1-12345678",
      "8-NX-1-24",
    ]) {
      expect([bad, parseRuc(bad)]).toEqual([bad, null]);
      expect(rucCheckDigits(bad)).toBeNull();
    }
  });
});

describe("RUC and DV together", () => {
  test("both absent, or both right, is fine", () => {
    expect(rucIssue(null, null)).toBeNull();
    expect(rucIssue("", " ")).toBeNull();
    expect(rucIssue("155587169-2-2014", "09")).toBeNull();
    expect(rucIssue("155587169-2-2014", "9")).toBeNull();
  });

  test("a malformed RUC, or a DV alone, is 'RUC inválido'", () => {
    expect(rucIssue("155587169", "09")).toEqual({ field: "ruc", message: RUC_INVALID });
    expect(rucIssue(null, "09")).toEqual({ field: "ruc", message: RUC_INVALID });
  });

  test("a wrong or missing DV is 'DV inválido'", () => {
    expect(rucIssue("155587169-2-2014", "10")).toEqual({ field: "dv", message: DV_INVALID });
    expect(rucIssue("155587169-2-2014", "abc")).toEqual({ field: "dv", message: DV_INVALID });
    expect(rucIssue("155587169-2-2014", null)).toEqual({ field: "dv", message: DV_INVALID });
  });

  test("an NT RUC: the holder's person type decides which DV is right", () => {
    expect(rucIssue("8-NT-1-24", "33", "N")).toBeNull();
    expect(rucIssue("8-NT-1-24", "74", "J")).toBeNull();
    expect(rucIssue("8-NT-1-24", "74", "N")).toEqual({ field: "dv", message: DV_INVALID });
    expect(rucIssue("8-NT-1-419", "27", "J")).toEqual({ field: "dv", message: DV_INVALID });
    // Not stated (and clients, the company): either layout's DV.
    expect(rucIssue("8-NT-1-419", "68")).toBeNull();
    expect(rucIssue("8-NT-1-419", "27", null)).toBeNull();
    expect(rucIssue("8-NT-1-419", "69")).toEqual({ field: "dv", message: DV_INVALID });
  });

  test("a foreign supplier's (E) tax id is not a RUC: not checked, kept as typed, without DV", () => {
    expect(rucIssue("91-1646860", null, "E")).toBeNull();
    expect(rucIssue("GB 123 4567 89", "12", "E")).toBeNull();
    expect(rucIssue("91-1646860", null, "J")).toEqual({ field: "ruc", message: RUC_INVALID });
    expect(storedTaxId({ ruc: "  GB 123 4567 89 ", dv: "12", personType: "E" })).toEqual({
      ruc: "GB 123 4567 89",
      dv: null,
      personType: "E",
    });
    expect(storedTaxId({ ruc: " e-8-127702 ", dv: "16", personType: "N" })).toEqual({
      ruc: "E-8-127702",
      dv: "16",
      personType: "N",
    });
    expect(storedTaxId({ ruc: "8-nt-1-24", dv: "9", personType: null })).toEqual({
      ruc: "8-NT-1-24",
      dv: "09",
      personType: null,
    });
  });

  test("a DV is kept as two digits", () => {
    expect(normalizeDv("9")).toBe("09");
    expect(normalizeDv(" 39 ")).toBe("39");
    expect(normalizeDv("123")).toBeNull();
  });
});

test("the demo suppliers' RUCs pass the check", () => {
  for (const supplier of demoSuppliers)
    expect([supplier.ruc, rucIssue(supplier.ruc, supplier.dv)]).toEqual([supplier.ruc, null]);
});
