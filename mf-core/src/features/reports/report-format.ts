import dayjs from "dayjs";
import "dayjs/locale/es";

const oneDecimal = new Intl.NumberFormat("es-PA", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat("es-PA", { maximumFractionDigits: 1 });

/** A change against last month: '+12.5%', '-3.0%', '0.0%'; '—' when there is nothing to compare with. */
export function formatTrend(trend: number | null): string {
  if (trend === null || !Number.isFinite(trend)) return "—";
  const sign = trend > 0 ? "+" : trend < 0 ? "-" : "";
  return `${sign}${oneDecimal.format(Math.abs(trend))}%`;
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
