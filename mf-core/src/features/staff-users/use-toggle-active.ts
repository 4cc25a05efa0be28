import type { StaffUserRecord } from "api/contract";
import { useCallback } from "react";
import { useApiAction, useConfirm } from "shared-ui";
import { staffUserName } from "../../common/staff-user-names";

/**
 * 'Desactivar' (asks first: the account is signed out at once) or 'Activar'. Deactivating the last
 * active admin is refused by the API; its reason appears as the notice.
 */
export function useToggleActive() {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (user: StaffUserRecord) => {
      const deactivating = user.isActive;
      if (
        deactivating &&
        !(await confirm({
          title: "Desactivar usuario",
          message: `${staffUserName(user)} no podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato. Su historial se conserva.`,
          confirmLabel: "Desactivar",
        }))
      ) {
        return;
      }
      await run({
        endpoint: "updateUser",
        params: { id: user.id },
        body: { isActive: !deactivating },
        success: { title: deactivating ? "Usuario desactivado" : "Usuario activado" },
        failure: {
          description: deactivating ? "No se pudo desactivar el usuario." : "No se pudo activar el usuario.",
        },
      });
    },
    [confirm, run],
  );
}
