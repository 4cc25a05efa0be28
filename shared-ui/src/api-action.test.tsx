import { afterEach, describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { useApiAction } from "./api-action";
import { ApiError } from "./api-client";
import { ToastContext, type ToastOptions } from "./toast";

const FAILED = "Error al registrar la transferencia";

type Run = ReturnType<typeof useApiAction>;

/** A screen that hands over the action it got. */
function Screen({ onRender }: { onRender: (run: Run) => void }) {
  onRender(useApiAction());
  return null;
}

/** useApiAction as a screen gets it, with the toasts it shows collected instead of displayed. */
function apiAction() {
  const shown: ToastOptions[] = [];
  let run: Run | undefined;
  renderToString(
    <ToastContext.Provider value={{ toast: (options) => shown.push(options), dismiss: () => {} }}>
      <Screen
        onRender={(rendered) => {
          run = rendered;
        }}
      />
    </ToastContext.Provider>,
  );
  if (!run) throw new Error("useApiAction was not rendered");
  return { run, shown };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The notice's description after a write whose request fails with `error` (an answer, or a thrown error). */
async function noticeAfter(error: ApiError | Error): Promise<string | undefined> {
  globalThis.fetch = (async () => {
    if (error instanceof ApiError) return new Response(error.body, { status: error.status });
    throw error;
  }) as unknown as typeof fetch;
  const { run, shown } = apiAction();
  const result = await run({
    endpoint: "createTransfer",
    body: { fromAccountId: 1, toAccountId: 2, amount: "10.00", transferFee: "0", transferDate: "2026-11-27" },
    failure: { description: FAILED },
  });
  expect(result).toBeUndefined();
  expect(shown).toHaveLength(1);
  expect(shown[0]?.variant).toBe("destructive");
  return shown[0]?.description;
}

describe("useApiAction: one policy for failures", () => {
  test("a 4xx shows the server's Spanish reason; a 5xx or a network failure the screen's notice", async () => {
    const insufficient = new ApiError(422, '{"error":"Saldo insuficiente en la cuenta de origen"}');
    expect(await noticeAfter(insufficient)).toBe("Saldo insuficiente en la cuenta de origen");
    expect(await noticeAfter(new ApiError(404, '{"error":"Cliente no encontrado"}'))).toBe("Cliente no encontrado");
    expect(await noticeAfter(new ApiError(409, '{"error":"La factura ya está pagada"}'))).toBe(
      "La factura ya está pagada",
    );
    // A 400 whose fields the screen does not show: its first issue's message.
    const badField = new ApiError(
      400,
      '{"error":"Fecha inválida","issues":[{"field":"x","message":"Fecha inválida"}]}',
    );
    expect(await noticeAfter(badField)).toBe("Fecha inválida");
    // The same error rebuilt by another copy of shared-ui (a federation boundary) keeps only its message.
    expect(await noticeAfter(new Error('422: {"error":"El monto excede el saldo pendiente"}'))).toBe(
      "El monto excede el saldo pendiente",
    );

    // A server error or a network failure tells the user nothing to act on: the screen's notice.
    expect(await noticeAfter(new ApiError(500, '{"error":"Error interno del servidor"}'))).toBe(FAILED);
    expect(await noticeAfter(new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway"))).toBe(FAILED);
    expect(await noticeAfter(new TypeError("Failed to fetch"))).toBe(FAILED);
  });
});
