// Amounts in Spanish sentences (activity summaries, the dashboard), formatted from the decimal
// string PostgreSQL answers: never through a float (DESIGN.md §3).

/** '1234567.5' -> '1,234,567.50'. */
export function groupedAmount(decimal: string): string {
  const [whole = "0", fraction = ""] = decimal.split(".");
  const grouped = BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${grouped}.${fraction.padEnd(2, "0").slice(0, 2)}`;
}

/** 'B/. 1,250.00' for activity summaries. */
export const formatBalboas = (amount: string) => `B/. ${groupedAmount(amount)}`;
