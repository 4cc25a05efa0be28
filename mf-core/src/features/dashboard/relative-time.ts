import { formatDateTime } from "shared-ui";

const relative = new Intl.RelativeTimeFormat("es", { numeric: "auto" });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When an activity happened: 'hace 5 minutos', 'hace 3 horas', 'ayer' within a week,
 * then 'dd/MM/yyyy HH:mm' in Panama time (`now` is for tests).
 */
export function activityTime(createdAt: string, now: number = Date.now()): string {
  const time = new Date(createdAt).getTime();
  if (Number.isNaN(time)) return "";
  const elapsed = now - time;
  if (elapsed < MINUTE) return "Justo ahora";
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return formatDateTime(createdAt);
}
