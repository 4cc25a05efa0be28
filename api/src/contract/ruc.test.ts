import { describe, expect, test } from "bun:test";
import { demoSuppliers } from "../scripts/demo/finance-data";
import { DV_INVALID, normalizeDv, parseRuc, RUC_INVALID, rucCheckDigits, rucIssue } from "./ruc";

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
      "8-NT-1-13656",
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
