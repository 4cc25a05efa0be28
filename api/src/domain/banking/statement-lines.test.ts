import { describe, expect, test } from "bun:test";
import { lineIdentities, type ParsedStatementLine } from "./statement-lines";

const line = (over: Partial<ParsedStatementLine>): ParsedStatementLine => ({
  date: "2026-10-01",
  description: "COMISION",
  reference: null,
  amount: "-1.00",
  balance: null,
  bankLineId: null,
  ...over,
});

describe("statement line identity", () => {
  test("the bank's own id is the identity when the file gives one", () => {
    expect(lineIdentities([line({ bankLineId: " 2026100101 " })])).toEqual(["id:2026100101"]);
  });

  test("equal lines on one day are told apart by their ordinal, the same way in an overlapping file", () => {
    const first = lineIdentities([line({}), line({}), line({ amount: "-2" })]);
    expect(new Set(first).size).toBe(3);
    const overlapping = lineIdentities([line({}), line({})]);
    expect(overlapping).toEqual(first.slice(0, 2));
  });

  test("an amount written '5', '5.0' or '5.00' is one identity; the balance and reference tell lines apart", () => {
    const [a] = lineIdentities([line({ amount: "5" })]);
    const [b] = lineIdentities([line({ amount: "5.00" })]);
    const [c] = lineIdentities([line({ amount: "5.0", reference: "x1" })]);
    const [d] = lineIdentities([line({ amount: "5.00", balance: "100.00" })]);
    expect(a).toBe(b as string);
    expect(c).not.toBe(a as string);
    expect(d).not.toBe(a as string);
    expect(lineIdentities([line({ amount: "-0.50" })])[0]).toContain("|-50|");
  });
});
