import type { EndpointName } from "api/contract/endpoints";
import { useCallback } from "react";
import { errorMessage } from "./api-client";
import { callEndpoint, type EndpointAnswer, type EndpointRequest, listsChangedByCall } from "./endpoint-client";
import { revalidate } from "./swr";
import { useToast } from "./toast";
import { useUnauthorizedRedirect } from "./unauthorized";

/** One write a screen runs: the operation by its name in the endpoint table, and what it sends. */
export type ApiActionOptions<N extends EndpointName> = { endpoint: N } & EndpointRequest<N> & {
    /** The notice after success: 'Cliente creado'. */
    success?: { title: string; description?: string };
    /**
     * The screen's notice after failure. When the server refused (a 4xx with its Spanish reason:
     * 'Saldo insuficiente en la cuenta de origen', 'Cliente no encontrado'), that reason replaces
     * the description; see errorMessage.
     */
    failure: { title?: string; description: string };
    /** Shows the error another way (field messages under inputs) and answers true, or false for the notice. */
    onError?: (error: unknown) => boolean;
  };

/**
 * Runs one write the way every screen does: the call (with an Idempotency-Key where the endpoint
 * table says it moves money), then the lists it changes reread (contract/list-relations.ts, the
 * same lists the server publishes to other pages) and the success notice; or the unauthorised
 * redirect, field errors, or the failure notice. Resolves to the answer (null for a 204), or
 * undefined when it failed.
 */
export function useApiAction() {
  const { toast } = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  return useCallback(
    async <N extends EndpointName>(options: ApiActionOptions<N>): Promise<EndpointAnswer<N> | undefined> => {
      const { endpoint, success, failure, onError } = options;
      const request = options as unknown as EndpointRequest<N>;
      try {
        const answer = await (callEndpoint as (name: N, request: EndpointRequest<N>) => Promise<EndpointAnswer<N>>)(
          endpoint,
          request,
        );
        await revalidate(...listsChangedByCall(endpoint, request));
        if (success) toast({ ...success, variant: "success" });
        return answer;
      } catch (error) {
        if (handleUnauthorized(error)) return undefined;
        if (onError?.(error)) return undefined;
        toast({
          title: failure.title ?? "Error",
          description: errorMessage(error, failure.description),
          variant: "destructive",
        });
        return undefined;
      }
    },
    [toast, handleUnauthorized],
  );
}
