import { describe, expect, test } from "bun:test";
import { amountInWords, integerInWords, MAX_AMOUNT_IN_WORDS } from "./amount-in-words";

// The rules are in api/docs/pdf-documents.md ("Amounts in words"). Besides the table of cases, a
// reader of Spanish numerals (written here, independently of the code) reads every number from 0
// to 1,000,000 and a spread of large ones back, and every text is checked against the grammar.

const VALUES: Record<string, bigint> = {
  CERO: 0n,
  UNO: 1n,
  UN: 1n,
  DOS: 2n,
  TRES: 3n,
  CUATRO: 4n,
  CINCO: 5n,
  SEIS: 6n,
  SIETE: 7n,
  OCHO: 8n,
  NUEVE: 9n,
  DIEZ: 10n,
  ONCE: 11n,
  DOCE: 12n,
  TRECE: 13n,
  CATORCE: 14n,
  QUINCE: 15n,
  DIECISÉIS: 16n,
  DIECISIETE: 17n,
  DIECIOCHO: 18n,
  DIECINUEVE: 19n,
  VEINTE: 20n,
  VEINTIUNO: 21n,
  VEINTIÚN: 21n,
  VEINTIDÓS: 22n,
  VEINTITRÉS: 23n,
  VEINTICUATRO: 24n,
  VEINTICINCO: 25n,
  VEINTISÉIS: 26n,
  VEINTISIETE: 27n,
  VEINTIOCHO: 28n,
  VEINTINUEVE: 29n,
  TREINTA: 30n,
  CUARENTA: 40n,
  CINCUENTA: 50n,
  SESENTA: 60n,
  SETENTA: 70n,
  OCHENTA: 80n,
  NOVENTA: 90n,
  CIEN: 100n,
  CIENTO: 100n,
  DOSCIENTOS: 200n,
  TRESCIENTOS: 300n,
  CUATROCIENTOS: 400n,
  QUINIENTOS: 500n,
  SEISCIENTOS: 600n,
  SETECIENTOS: 700n,
  OCHOCIENTOS: 800n,
  NOVECIENTOS: 900n,
};

/** Spanish words back to a number: a reader independent of the writer under test. */
function readSpanish(words: string): bigint {
  let total = 0n;
  let group = 0n; // below a million (or a billón): its thousands folded in
  let current = 0n; // below a thousand
  for (const word of words.split(" ")) {
    if (word === "Y") continue;
    if (word === "MIL") {
      group += (current === 0n ? 1n : current) * 1000n;
      current = 0n;
    } else if (word === "MILLÓN" || word === "MILLONES") {
      total += (group + current) * 1_000_000n;
      group = 0n;
      current = 0n;
    } else if (word === "BILLÓN" || word === "BILLONES") {
      total += (group + current) * 1_000_000_000_000n;
      group = 0n;
      current = 0n;
    } else {
      const value = VALUES[word];
      if (value === undefined) throw new Error(`unknown word ${word} in ${words}`);
      current += value;
    }
  }
  return total + group + current;
}

/** The grammar every written number must follow, whatever its value: the broken rules. */
function grammarProblems(words: string): string[] {
  const rules: Array<[broken: boolean, rule: string]> = [
    [/ {2}|^ | $/.test(words), "single spaces"],
    [words !== "CERO" && /(^| )CERO( |$)/.test(words), "CERO only alone"],
    [/(^|MILLÓN |MILLONES |BILLÓN |BILLONES )UN MIL( |$)/.test(words), "one thousand is MIL, not UN MIL"],
    [/(^| )UNO (MIL|MILLÓN|MILLONES|BILLÓN|BILLONES)( |$)/.test(words), "UNO before a noun is UN"],
    [/VEINTIUNO (MIL|MILLONES|BILLONES)( |$)/.test(words), "VEINTIUNO before a noun is VEINTIÚN"],
    [/(^| )UN$|VEINTIÚN$/.test(words), "a final one is UNO: no noun follows it"],
    [/(^| )CIEN (?!(MIL|MILLONES|BILLONES)( |$))/.test(words), "CIEN alone, CIENTO before more units"],
    [/CIENTO($| (MIL|MILLONES|BILLONES)( |$))/.test(words), "CIENTO only before more units"],
    [words.replace(/(^|BILLÓN |BILLONES )UN MILLÓN/g, "").includes("MILLÓN"), "MILLÓN only after a lone UN"],
    [words.replace(/^UN BILLÓN/, "").includes("BILLÓN"), "BILLÓN only after a lone UN"],
    [/(^|BILLÓN |BILLONES )UN (MILLONES|BILLONES)/.test(words), "one million is UN MILLÓN"],
  ];
  return rules.flatMap(([broken, rule]) => (broken ? [rule] : []));
}

describe("integerInWords", () => {
  test.each([
    [0n, "CERO"],
    [1n, "UNO"],
    [7n, "SIETE"],
    [10n, "DIEZ"],
    [15n, "QUINCE"],
    [16n, "DIECISÉIS"],
    [20n, "VEINTE"],
    [21n, "VEINTIUNO"],
    [22n, "VEINTIDÓS"],
    [23n, "VEINTITRÉS"],
    [26n, "VEINTISÉIS"],
    [30n, "TREINTA"],
    [31n, "TREINTA Y UNO"],
    [49n, "CUARENTA Y NUEVE"],
    [99n, "NOVENTA Y NUEVE"],
    [100n, "CIEN"],
    [101n, "CIENTO UNO"],
    [110n, "CIENTO DIEZ"],
    [121n, "CIENTO VEINTIUNO"],
    [200n, "DOSCIENTOS"],
    [500n, "QUINIENTOS"],
    [700n, "SETECIENTOS"],
    [900n, "NOVECIENTOS"],
    [999n, "NOVECIENTOS NOVENTA Y NUEVE"],
    [1000n, "MIL"],
    [1001n, "MIL UNO"],
    [1049n, "MIL CUARENTA Y NUEVE"],
    [1100n, "MIL CIEN"],
    [2000n, "DOS MIL"],
    [21000n, "VEINTIÚN MIL"],
    [21021n, "VEINTIÚN MIL VEINTIUNO"],
    [31000n, "TREINTA Y UN MIL"],
    [100000n, "CIEN MIL"],
    [101000n, "CIENTO UN MIL"],
    [121000n, "CIENTO VEINTIÚN MIL"],
    [500001n, "QUINIENTOS MIL UNO"],
    [999999n, "NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE"],
    [1_000_000n, "UN MILLÓN"],
    [1_000_001n, "UN MILLÓN UNO"],
    [1_001_000n, "UN MILLÓN MIL"],
    [2_000_000n, "DOS MILLONES"],
    [21_000_000n, "VEINTIÚN MILLONES"],
    [100_000_000n, "CIEN MILLONES"],
    [101_000_000n, "CIENTO UN MILLONES"],
    [1_000_000_000n, "MIL MILLONES"],
    [1_500_000_000n, "MIL QUINIENTOS MILLONES"],
    [21_000_000_000n, "VEINTIÚN MIL MILLONES"],
    [
      999_999_999_999n,
      "NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE",
    ],
    [1_000_000_000_000n, "UN BILLÓN"],
    [2_000_001_000_000n, "DOS BILLONES UN MILLÓN"],
    [
      MAX_AMOUNT_IN_WORDS,
      "NOVECIENTOS NOVENTA Y NUEVE BILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE MILLONES NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE",
    ],
  ])("%p is %p", (value, words) => {
    expect(integerInWords(value)).toBe(words);
  });

  test("every number from 0 to 1,000,000 reads back as itself and follows the grammar", () => {
    const wrong: string[] = [];
    for (let n = 0n; n <= 1_000_000n; n += 1n) {
      const words = integerInWords(n);
      if (readSpanish(words) !== n) wrong.push(`${n}: ${words}`);
      const problems = grammarProblems(words);
      if (problems.length > 0) wrong.push(`${n}: ${words} (${problems.join(", ")})`);
      if (wrong.length > 10) break;
    }
    expect(wrong).toEqual([]);
  });

  test("large numbers up to the limit read back as themselves and follow the grammar", () => {
    // A fixed spread: every power of ten and its neighbours, then a deterministic pseudo-random walk.
    const values: bigint[] = [];
    for (let power = 1n; power <= MAX_AMOUNT_IN_WORDS; power *= 10n) values.push(power - 1n, power, power + 1n);
    let seed = 20261123n;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      values.push(seed % (MAX_AMOUNT_IN_WORDS + 1n));
    }
    const wrong = values.flatMap((n) => {
      const words = integerInWords(n);
      const problems = grammarProblems(words);
      return readSpanish(words) === n && problems.length === 0 ? [] : [`${n}: ${words} ${problems.join(", ")}`];
    });
    expect(wrong).toEqual([]);
  });

  test("refuses negative numbers and numbers past the limit", () => {
    expect(() => integerInWords(-1n)).toThrow(RangeError);
    expect(() => integerInWords(MAX_AMOUNT_IN_WORDS + 1n)).toThrow(RangeError);
  });
});

describe("amountInWords", () => {
  test.each([
    ["1049.03", "PAB", "SON: MIL CUARENTA Y NUEVE CON 03/100 BALBOAS"],
    ["1049.03", "USD", "SON: MIL CUARENTA Y NUEVE CON 03/100 DÓLARES"],
    ["0", "PAB", "SON: CERO CON 00/100 BALBOAS"],
    ["0.99", "PAB", "SON: CERO CON 99/100 BALBOAS"],
    ["1", "PAB", "SON: UNO CON 00/100 BALBOAS"],
    ["1.00", "USD", "SON: UNO CON 00/100 DÓLARES"],
    ["21", "PAB", "SON: VEINTIUNO CON 00/100 BALBOAS"],
    ["100", "PAB", "SON: CIEN CON 00/100 BALBOAS"],
    ["100.5", "PAB", "SON: CIEN CON 50/100 BALBOAS"],
    ["1070.00", "PAB", "SON: MIL SETENTA CON 00/100 BALBOAS"],
    ["21000.10", "PAB", "SON: VEINTIÚN MIL CON 10/100 BALBOAS"],
    ["1000000", "PAB", "SON: UN MILLÓN CON 00/100 BALBOAS"],
    ["2500000.01", "USD", "SON: DOS MILLONES QUINIENTOS MIL CON 01/100 DÓLARES"],
    ["999999999999.99", "PAB", `SON: ${integerInWords(999_999_999_999n)} CON 99/100 BALBOAS`],
  ] as const)("%p %p", (amount, currency, words) => {
    expect(amountInWords(amount, currency)).toBe(words);
  });

  test("balboas unless told", () => {
    expect(amountInWords("7.5")).toBe("SON: SIETE CON 50/100 BALBOAS");
  });

  test("past the cent, rounds half up (as money is), carrying into the whole amount", () => {
    expect(amountInWords("10.004")).toBe("SON: DIEZ CON 00/100 BALBOAS");
    expect(amountInWords("10.005")).toBe("SON: DIEZ CON 01/100 BALBOAS");
    expect(amountInWords("999.995")).toBe("SON: MIL CON 00/100 BALBOAS");
  });

  test.each(["", "abc", "-1", "1e3", "1,000.00", "12.", " "])("refuses %p", (amount) => {
    expect(() => amountInWords(amount)).toThrow(RangeError);
  });
});
