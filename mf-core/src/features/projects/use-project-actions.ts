import { type ProjectRecord, type ProjectStatus, projectStatusLabels } from "api/contract";
import { useCallback } from "react";
import { useApiAction } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";

/** The writes a project card offers besides the form: delete (after confirming) and moving to another status. */
export function useProjectActions() {
  const run = useApiAction();

  const remove = useConfirmedDelete<ProjectRecord>({
    endpoint: "deleteProject",
    question: "¿Estás seguro de que quieres eliminar este proyecto?",
    deleted: "Proyecto eliminado",
    failed: "No se pudo eliminar el proyecto.",
  });

  const move = useCallback(
    async (project: ProjectRecord, status: ProjectStatus) => {
      await run({
        endpoint: "updateProject",
        params: { id: project.id },
        body: { status },
        success: { title: "Proyecto actualizado", description: `Movido a ${projectStatusLabels[status]}` },
        failure: { description: "No se pudo actualizar el proyecto." },
      });
    },
    [run],
  );

  return { remove, move };
}
