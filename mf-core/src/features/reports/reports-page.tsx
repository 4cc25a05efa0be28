import { ComingSoonPage } from "shared-ui";

export function ReportsPage() {
  return <ComingSoonPage title="Reportes y Análisis" subtitle="Indicadores de ventas, proyectos y facturación." />;
}
