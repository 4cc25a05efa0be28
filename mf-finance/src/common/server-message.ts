/**
 * The server's own Spanish reason for a failed request ('La transacción pertenece a un pago…'),
 * read from the error's `status: body` message; `fallback` when the body carries none.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : "";
  const body = message.replace(/^\d{3}: /, "");
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "error" in parsed) {
      const reason = (parsed as { error: unknown }).error;
      if (typeof reason === "string" && reason.trim() !== "") return reason;
    }
  } catch {
    // Not JSON: a plain-text or HTML body is no message for users.
  }
  return fallback;
}
