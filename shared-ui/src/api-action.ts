import { useCallback } from "react";
import { errorMessage, type RequestOptions } from "./api-client";
import { revalidate } from "./swr";
import { useToast } from "./toast";
import { useUnauthorizedRedirect } from "./unauthorized";

type ApiActionOptions<T> = {
  /** The write; pass its `options` on to apiRequest so that `idempotent` reaches it. */
  request: (options: RequestOptions) => Promise<T>;
  /**
   * A write that moves money: sent with an Idempotency-Key, one per submission, the same key
   * again if this very request is sent again before an answer arrived (see apiRequest).
   */
  idempotent?: boolean;
  /** The notice after success: 'Cliente creado'. */
  success?: { title: string; description?: string };
  /**
   * The screen's notice after failure. When the server refused (a 4xx with its Spanish reason:
   * 'Saldo insuficiente en la cuenta de origen', 'Cliente no encontrado'), that reason replaces
   * the description; see errorMessage.
   */
  failure: { title?: string; description: string };
  /** Lists and summaries to refresh after success. */
  revalidate?: string[];
  /** Shows the error another way (field messages under inputs) and answers true, or false for the notice. */
  onError?: (error: unknown) => boolean;
};

/**
 * Runs one write the way every screen does: the request, then the success notice and
 * the refreshed lists; or the unauthorised redirect, field errors, or the failure notice.
 * Resolves to the response, or undefined when it failed.
 */
export function useApiAction() {
  const { toast } = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  return useCallback(
    async <T>(options: ApiActionOptions<T>): Promise<T | undefined> => {
      try {
        const result = await options.request({ idempotent: options.idempotent === true });
        if (options.revalidate?.length) await revalidate(...options.revalidate);
        if (options.success) toast({ ...options.success, variant: "success" });
        return result;
      } catch (error) {
        if (handleUnauthorized(error)) return undefined;
        if (options.onError?.(error)) return undefined;
        toast({
          title: options.failure.title ?? "Error",
          description: errorMessage(error, options.failure.description),
          variant: "destructive",
        });
        return undefined;
      }
    },
    [toast, handleUnauthorized],
  );
}
