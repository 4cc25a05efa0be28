export { ComingSoonPage } from "./coming-soon-page";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { ErrorState, type ErrorStateProps } from "./error-state";
export { NotFoundPage } from "./not-found-page";
export { PageHeader, type PageHeaderProps } from "./page-header";
export { StatCard, type StatCardProps } from "./stat-card";
export { type BadgeTone, StatusBadge, type StatusBadgeProps } from "./status-badge";
export { TableSkeleton, type TableSkeletonProps, TableSkeletonRows } from "./table-skeleton";
export { TableStateRows, type TableStateRowsProps } from "./table-state-rows";
