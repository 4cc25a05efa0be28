import { ComingSoonPage } from "shared-ui";

export function ProjectsPage() {
  return <ComingSoonPage title="Gestión de Proyectos" subtitle="Planifique y siga el avance de cada proyecto." />;
}
