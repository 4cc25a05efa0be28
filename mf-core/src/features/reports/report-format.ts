import dayjs from "dayjs";
import "dayjs/locale/es";

const oneDecimal = new Intl.NumberFormat("es-PA", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat("es-PA", { maximumFractionDigits: 1 });

/** A signed figure to one decimal, '+12.5', '-3.0', '0.0', then the unit; '—' when there is nothing to compare with. */
function signed(trend: number | null, unit: string): string {
  if (trend === null || !Number.isFinite(trend)) return "—";
  const sign = trend > 0 ? "+" : trend < 0 ? "-" : "";
  return `${sign}${oneDecimal.format(Math.abs(trend))}${unit}`;
}

/** A change in percent: '+12.5%', '-3.0%', '0.0%'; '—' when there is nothing to compare with. */
export const formatTrend = (trend: number | null): string => signed(trend, "%");

/** A difference between two rates, in percentage points: '+3.2 pp', '-0.5 pp'; '—' without a base. */
export const formatPointsTrend = (trend: number | null): string => signed(trend, " pp");

const axisNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, useGrouping: false });
const axisUnits: Array<[number, string]> = [
  [1, ""],
  [1_000, "k"],
  [1_000_000, "M"],
  [1_000_000_000, "B"],
];

/**
 * A dollar amount on a chart axis, short and in one style for every tick: '$0', '$750', '$5k',
 * '$12.5k', '$1.2M'. A larger unit is taken once the figure would read 1000 or more in the
 * smaller one, so 999,960 is '$1M', never '$1000k'.
 */
export function formatAxisDollars(value: number): string {
  if (!Number.isFinite(value)) return "";
  const amount = Math.abs(value);
  let unit = 0;
  while (unit < axisUnits.length - 1 && Math.round((amount / (axisUnits[unit]?.[0] ?? 1)) * 10) >= 10_000) unit++;
  const [size = 1, suffix = ""] = axisUnits[unit] ?? [];
  return `${value < 0 ? "-" : ""}$${axisNumber.format(amount / size)}${suffix}`;
}

/** Theme colour of a trend: up is good, down is bad, none is neutral. */
export function trendColor(trend: number | null): string {
  if (trend === null || trend === 0) return "text.secondary";
  return trend > 0 ? "success.main" : "error.main";
}

/** A share of a whole: '33.3%', '50%'. */
export function formatPercentage(value: number | string): string {
  const number = Number(value);
  return `${upToOneDecimal.format(Number.isFinite(number) ? number : 0)}%`;
}

/** A rate the API gives to one decimal ('33.3'): '33.3%'. */
export function formatRate(value: string): string {
  const number = Number(value);
  return `${oneDecimal.format(Number.isFinite(number) ? number : 0)}%`;
}

/** 'YYYY-MM' as 'Noviembre 2025'. */
export function formatMonth(month: string): string {
  const parsed = dayjs(`${month}-01`).locale("es");
  if (!parsed.isValid()) return month;
  const text = parsed.format("MMMM YYYY");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
