import { type ProjectRecord, type ProjectStatus, projectStatusLabels } from "api/contract";
import { useCallback } from "react";
import { apiRequest, useApiAction } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";
import { afterProjectWrite } from "../../common/revalidation";

/** The writes a project card offers besides the form: delete (after confirming) and moving to another status. */
export function useProjectActions() {
  const run = useApiAction();

  const remove = useConfirmedDelete<ProjectRecord>({
    path: "/api/projects",
    question: "¿Estás seguro de que quieres eliminar este proyecto?",
    deleted: "Proyecto eliminado",
    failed: "No se pudo eliminar el proyecto.",
    revalidate: afterProjectWrite,
  });

  const move = useCallback(
    async (project: ProjectRecord, status: ProjectStatus) => {
      await run({
        request: () => apiRequest("PATCH", `/api/projects/${project.id}`, { status }),
        success: { title: "Proyecto actualizado", description: `Movido a ${projectStatusLabels[status]}` },
        failure: { description: "No se pudo actualizar el proyecto." },
        revalidate: afterProjectWrite,
      });
    },
    [run],
  );

  return { remove, move };
}
