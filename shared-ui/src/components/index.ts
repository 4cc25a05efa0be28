export { ComingSoonPage } from "./coming-soon-page";
export { ErrorState } from "./error-state";
export { NotFoundPage } from "./not-found-page";
export { PageHeader } from "./page-header";
export { StatCard } from "./stat-card";
export { type BadgeTone, StatusBadge } from "./status-badge";
export { TableStateRows } from "./table-state-rows";
export { visuallyHidden } from "./visually-hidden";
