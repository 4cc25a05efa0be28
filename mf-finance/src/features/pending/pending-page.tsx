import { EmptyState, PageHeader } from "shared-ui";

/** A route whose screen is not built yet: its title, so every route can be visited. */
export function pendingPage(title: string, subtitle: string) {
  return function PendingPage() {
    return (
      <>
        <PageHeader title={title} subtitle={subtitle} />
        <EmptyState message="Esta sección estará disponible próximamente." />
      </>
    );
  };
}
