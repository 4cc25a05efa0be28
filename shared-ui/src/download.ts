import { useCallback } from "react";
import { ApiError, errorMessage } from "./api-client";
import { useToast } from "./toast";
import { useUnauthorizedRedirect } from "./unauthorized";

// Files the server makes (PDFs of quotes, invoices and statements): fetched with the session,
// then saved under the name the server gives in Content-Disposition. Fetching first, rather than
// following a plain link, lets a refusal (404, 401) show as a notice instead of a broken file.

/** 'attachment; filename="FAC-2026-0010.pdf"' -> 'FAC-2026-0010.pdf'; `fallback` without one. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i.exec(disposition ?? "");
  return (plain?.[1] ?? plain?.[2] ?? fallback).replace(/[/\\]/g, "_");
}

/** GETs `path` and saves the answer as a file; a non-2xx answer throws an ApiError (`status: body`). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = attachmentFileName(response.headers.get("content-disposition"), fallbackName);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `download(path, fallbackName)`: downloadFile, with the signed-out redirect, and a notice when
 * the server refuses ('Factura no encontrada') or cannot be reached.
 */
export function useDownload() {
  const { toast } = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  return useCallback(
    async (path: string, fallbackName: string) => {
      try {
        await downloadFile(path, fallbackName);
      } catch (error) {
        if (handleUnauthorized(error)) return;
        toast({
          title: "Error",
          description: errorMessage(error, "No se pudo descargar el archivo."),
          variant: "destructive",
        });
      }
    },
    [toast, handleUnauthorized],
  );
}
