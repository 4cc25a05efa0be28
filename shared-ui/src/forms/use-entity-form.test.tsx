import { afterEach, describe, expect, test } from "bun:test";
import { IDEMPOTENCY_HEADER } from "api/contract/protocol";
import { renderToString } from "react-dom/server";
import { z } from "zod";
import { ToastContext, type ToastOptions } from "../toast";
import { useEntityForm } from "./use-entity-form";

// useEntityForm as a dialog gets it, rendered once on the server: its dialog's submit is called directly and
// the request it sends, the notice it shows and whether it closed the dialog are collected.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const schema = z.object({ amount: z.string().min(1, { error: "El monto es requerido" }) });
const initialValues = () => ({ amount: "" });
const createNotices = { created: "Pago registrado", createdDescription: "Listo.", createFailed: "No se pudo." };
const updateNotices = { updated: "Cliente actualizado", updateFailed: "No se pudo actualizar el cliente." };
/** Valid values for a form that edits. */
const filled = { initialValues: () => ({ amount: "12.00" }) };

type Sent = { method: string; url: string; body: unknown; key: string | null };

/** A fetch that answers `response` and records what it was sent. */
function answering(response: () => Response): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({
      method: init.method ?? "GET",
      url,
      body: JSON.parse(String(init.body)),
      key: headers.get(IDEMPOTENCY_HEADER),
    });
    return response();
  }) as typeof fetch;
  return sent;
}

type Options = Parameters<typeof useEntityForm<typeof schema, { id: number }, "receivePayment">>[0];

function Dialog({ options, onRender }: { options: Options; onRender: (submit: () => Promise<void>) => void }) {
  const { dialog } = useEntityForm(options);
  onRender(() => dialog.onSubmit());
  return null;
}

/** Renders the form with `options` over a create-only payment, submits it, and answers what happened. */
async function submitted(options: Partial<Options>) {
  const shown: ToastOptions[] = [];
  let closed = false;
  let submit: (() => Promise<void>) | undefined;
  const all = {
    schema,
    open: true,
    initialValues,
    create: "receivePayment",
    update: "updateClient",
    notices: createNotices,
    onClose: () => {
      closed = true;
    },
    ...options,
  } as Options;
  renderToString(
    <ToastContext.Provider value={{ toast: (toast) => shown.push(toast), dismiss: () => {} }}>
      <Dialog options={all} onRender={(rendered) => (submit = rendered)} />
    </ToastContext.Provider>,
  );
  await submit?.();
  return { shown, closed };
}

describe("useEntityForm", () => {
  test("create-only: POSTs the prefilled values through toBody to the create operation, with a key where the endpoint table says it moves money", async () => {
    const sent = answering(() => Response.json({ id: 7 }, { status: 201 }));
    const { shown, closed } = await submitted({
      prefill: { amount: "40.00" },
      toBody: (values) => ({ ...values, payableId: 3 }),
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      url: "/api/financial/payments",
      body: { amount: "40.00", payableId: 3 },
    });
    expect(sent[0]?.key).toBeString();
    expect(shown).toEqual([{ title: "Pago registrado", description: "Listo.", variant: "success" }]);
    expect(closed).toBe(true);
  });

  test("a refusal shows the server's reason and keeps the dialog open; a 500 the create notice", async () => {
    answering(() => Response.json({ error: "El monto excede el saldo pendiente" }, { status: 422 }));
    const refused = await submitted({ prefill: { amount: "900.00" } });
    expect(refused.shown.map((toast) => toast.description)).toEqual(["El monto excede el saldo pendiente"]);
    expect(refused.closed).toBe(false);

    answering(() => Response.json({ error: "Error interno del servidor" }, { status: 500 }));
    const failed = await submitted({ prefill: { amount: "10.00" } });
    expect(failed.shown.map((toast) => toast.description)).toEqual(["No se pudo."]);
  });

  test("an entity is sent to the update operation with its id, without a key, with the update notice", async () => {
    const sent = answering(() => Response.json({ id: 5 }));
    const { shown } = await submitted({
      entity: { id: 5 },
      initialValues: () => ({ amount: "12.00" }),
      notices: { ...createNotices, updated: "Pago actualizado", updateFailed: "No se pudo actualizar." },
    });
    expect(sent).toEqual([{ method: "PATCH", url: "/api/clients/5", body: { amount: "12.00" }, key: null }]);
    expect(shown).toEqual([{ title: "Pago actualizado", variant: "success" }]);
  });

  test("edit-only: without a create operation, the entity goes to the update operation with the update notice", async () => {
    const sent = answering(() => Response.json({ id: 5 }));
    const { shown, closed } = await submitted({
      create: undefined,
      entity: { id: 5 },
      notices: updateNotices,
      ...filled,
    });
    expect(sent).toEqual([{ method: "PATCH", url: "/api/clients/5", body: { amount: "12.00" }, key: null }]);
    expect(shown).toEqual([{ title: "Cliente actualizado", variant: "success" }]);
    expect(closed).toBe(true);
  });

  test("edit-only: a refusal shows the server's reason and keeps the dialog open; a 500 the update notice", async () => {
    answering(() => Response.json({ error: "Cliente no encontrado" }, { status: 404 }));
    const refused = await submitted({ create: undefined, entity: { id: 9 }, notices: updateNotices, ...filled });
    expect(refused.shown.map((toast) => toast.description)).toEqual(["Cliente no encontrado"]);
    expect(refused.closed).toBe(false);

    answering(() => Response.json({ error: "Error interno del servidor" }, { status: 500 }));
    const failed = await submitted({ create: undefined, entity: { id: 9 }, notices: updateNotices, ...filled });
    expect(failed.shown.map((toast) => toast.description)).toEqual(["No se pudo actualizar el cliente."]);
  });

  test("edit-only: without its entity (the dialog closed) nothing is sent", async () => {
    const sent = answering(() => Response.json({ id: 1 }, { status: 201 }));
    await expect(
      submitted({ create: undefined, entity: undefined, notices: updateNotices, ...filled }),
    ).rejects.toThrow("useEntityForm: an edit-only form saves only with its entity");
    expect(sent).toHaveLength(0);
  });

  test("a form names its create operation, its update one, or both", () => {
    const neither = { schema, open: true, initialValues, entity: { id: 5 }, notices: updateNotices, onClose: () => {} };
    // @ts-expect-error neither `create` nor `update`: the type checker refuses it
    const options: Options = neither;
    expect(options.notices).toBe(updateNotices);
  });

  test("invalid values send nothing", async () => {
    const sent = answering(() => Response.json({ id: 1 }, { status: 201 }));
    const { shown, closed } = await submitted({});
    expect(sent).toHaveLength(0);
    expect(shown).toHaveLength(0);
    expect(closed).toBe(false);
  });
});
