import { ComingSoonPage } from "shared-ui";

export function QuotesPage() {
  return <ComingSoonPage title="Cotizaciones" subtitle="Cree y dé seguimiento a las cotizaciones de sus clientes." />;
}
