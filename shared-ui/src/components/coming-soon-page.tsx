import { EmptyState } from "./empty-state";
import { PageHeader } from "./page-header";

/** A route whose screen is still to be built: its title, so every route can be visited. */
export function ComingSoonPage({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState message="Esta sección estará disponible próximamente." />
    </>
  );
}
