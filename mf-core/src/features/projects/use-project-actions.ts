import { type ProjectRecord, type ProjectStatus, projectStatusLabels } from "api/contract";
import { useCallback } from "react";
import { apiRequest, useApiAction, useConfirm } from "shared-ui";
import { summaryKeys } from "../../common/revalidation";

export const projectRevalidation = ["/api/projects", ...summaryKeys];

/** The writes a project card offers besides the form: delete (after confirming) and moving to another status. */
export function useProjectActions() {
  const confirm = useConfirm();
  const run = useApiAction();

  const remove = useCallback(
    async (project: ProjectRecord) => {
      if (!(await confirm({ message: "¿Estás seguro de que quieres eliminar este proyecto?" }))) return;
      await run({
        request: () => apiRequest("DELETE", `/api/projects/${project.id}`),
        success: { title: "Proyecto eliminado" },
        failure: { description: "No se pudo eliminar el proyecto." },
        revalidate: projectRevalidation,
      });
    },
    [confirm, run],
  );

  const move = useCallback(
    async (project: ProjectRecord, status: ProjectStatus) => {
      await run({
        request: () => apiRequest("PATCH", `/api/projects/${project.id}`, { status }),
        success: { title: "Proyecto actualizado", description: `Movido a ${projectStatusLabels[status]}` },
        failure: { description: "No se pudo actualizar el proyecto." },
        revalidate: projectRevalidation,
      });
    },
    [run],
  );

  return { remove, move };
}
