import { describe, expect, test } from "bun:test";
import { incomeTaxIndicator, taxpayerOfRuc } from "./income-tax";

const amount = (...args: Parameters<typeof incomeTaxIndicator>) => incomeTaxIndicator(...args).amount;

describe("income-tax indicator: legal person (25 %)", () => {
  test("25 % of the net income, to the cent half up; nothing on a loss or on nothing", () => {
    expect(incomeTaxIndicator("legal_person", "1000.00", "1000.00")).toEqual({
      method: "flat_rate",
      regularTax: "250.00",
      cairTax: null,
      amount: "250.00",
    });
    // 0.02 × 25 % = 0.005 → 0.01; 0.01 × 25 % = 0.0025 → 0.00.
    expect(amount("legal_person", "0.02", "0.02")).toBe("0.01");
    expect(amount("legal_person", "0.01", "0.01")).toBe("0.00");
    expect(amount("legal_person", "1300.51", "1700.50")).toBe("325.13");
    expect(amount("legal_person", "-30.00", "50.00")).toBe("0.00");
    expect(amount("legal_person", "0.00", "0.00")).toBe("0.00");
  });
});

describe("income-tax indicator: natural person (Art. 700 scale)", () => {
  test("0 % up to 11,000.00", () => {
    expect(incomeTaxIndicator("natural_person", "11000.00", "20000.00")).toEqual({
      method: "natural_person_scale",
      regularTax: "0.00",
      cairTax: null,
      amount: "0.00",
    });
    expect(amount("natural_person", "5000.00", "5000.00")).toBe("0.00");
    expect(amount("natural_person", "-100.00", "5000.00")).toBe("0.00");
  });

  test("15 % on the part between 11,000.00 and 50,000.00", () => {
    // 0.01 × 15 % = 0.0015 → 0.00; 0.04 × 15 % = 0.006 → 0.01; 1,000 × 15 % = 150.
    expect(amount("natural_person", "11000.01", "11000.01")).toBe("0.00");
    expect(amount("natural_person", "11000.04", "11000.04")).toBe("0.01");
    expect(amount("natural_person", "12000.00", "12000.00")).toBe("150.00");
    // 39,000 × 15 % = 5,850.
    expect(amount("natural_person", "50000.00", "50000.00")).toBe("5850.00");
  });

  test("5,850.00 plus 25 % on the part above 50,000.00", () => {
    // 0.01 × 25 % = 0.0025 → 5,850.00; 0.02 × 25 % = 0.005 → 5,850.01.
    expect(amount("natural_person", "50000.01", "50000.01")).toBe("5850.00");
    expect(amount("natural_person", "50000.02", "50000.02")).toBe("5850.01");
    expect(amount("natural_person", "60000.00", "60000.00")).toBe("8350.00");
    // 5,850 + 950,000 × 25 %.
    expect(amount("natural_person", "1000000.00", "1000000.00")).toBe("243350.00");
  });

  test("a natural person is never taxed by the CAIR", () => {
    expect(incomeTaxIndicator("natural_person", "10000.00", "2000000.00")).toMatchObject({
      method: "natural_person_scale",
      cairTax: null,
      amount: "0.00",
    });
  });
});

describe("income-tax indicator: CAIR (legal person, gross income above 1,500,000.00)", () => {
  test("at exactly 1,500,000.00 of income the CAIR does not apply", () => {
    expect(incomeTaxIndicator("legal_person", "10000.00", "1500000.00")).toEqual({
      method: "flat_rate",
      regularTax: "2500.00",
      cairTax: null,
      amount: "2500.00",
    });
  });

  test("one cent above, the greater of 25 % of the net and 25 % of 4.67 % of the income", () => {
    // 1,500,000.01 × 4.67 % × 25 % = 17,512.5001… → 17,512.50, above 25 % of 10,000.
    expect(incomeTaxIndicator("legal_person", "10000.00", "1500000.01")).toEqual({
      method: "cair",
      regularTax: "2500.00",
      cairTax: "17512.50",
      amount: "17512.50",
    });
    // The ordinary 25 % wins when it is greater.
    expect(incomeTaxIndicator("legal_person", "100000.00", "1500000.01")).toEqual({
      method: "flat_rate",
      regularTax: "25000.00",
      cairTax: "17512.50",
      amount: "25000.00",
    });
  });

  test("a tie keeps the ordinary rule; a loss still pays the CAIR", () => {
    // 2,000,000 × 4.67 % = 93,400; × 25 % = 23,350 = 25 % of 93,400.
    expect(incomeTaxIndicator("legal_person", "93400.00", "2000000.00")).toMatchObject({
      method: "flat_rate",
      amount: "23350.00",
    });
    expect(incomeTaxIndicator("legal_person", "-50000.00", "2000000.00")).toEqual({
      method: "cair",
      regularTax: "0.00",
      cairTax: "23350.00",
      amount: "23350.00",
    });
  });
});

describe("the taxpayer a company's RUC shows", () => {
  test("a cédula-based RUC is a natural person's; a legal RUC a legal person's", () => {
    for (const ruc of ["8-769-1080", "8AV-1-196", "E-8-127702", "PE-1-19"]) {
      expect(taxpayerOfRuc(ruc)).toEqual({ kind: "natural_person", assumed: false });
    }
    for (const ruc of ["155596713-2-2015", "1102-85-117211"]) {
      expect(taxpayerOfRuc(ruc)).toEqual({ kind: "legal_person", assumed: false });
    }
  });

  test("no RUC, or one of no known shape: a legal person, assumed", () => {
    for (const ruc of [null, undefined, "", "no es un RUC"]) {
      expect(taxpayerOfRuc(ruc)).toEqual({ kind: "legal_person", assumed: true });
    }
  });
});
