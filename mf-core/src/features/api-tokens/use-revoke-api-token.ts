import type { ApiTokenRecord } from "api/contract";
import { useCallback } from "react";
import { useApiAction, useConfirm } from "shared-ui";

/** 'Revocar' (asks first: the integration stops at its next request, and it cannot be undone). */
export function useRevokeApiToken() {
  const confirm = useConfirm();
  const run = useApiAction();
  return useCallback(
    async (token: ApiTokenRecord) => {
      const confirmed = await confirm({
        title: "Revocar token",
        message: `El token «${token.name}» de ${token.userName} dejará de funcionar de inmediato. No se puede deshacer; seguirá en la lista con su último uso.`,
        confirmLabel: "Revocar",
      });
      if (!confirmed) return;
      await run({
        endpoint: "revokeApiToken",
        params: { id: token.id },
        success: { title: "Token revocado" },
        failure: { description: "No se pudo revocar el token." },
      });
    },
    [confirm, run],
  );
}
