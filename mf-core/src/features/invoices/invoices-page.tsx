import { ComingSoonPage } from "shared-ui";

export function InvoicesPage() {
  return <ComingSoonPage title="Facturación" subtitle="Emita facturas con ITBMS y controle su cobro." />;
}
