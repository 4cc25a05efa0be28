import type { EndpointName } from "api/contract/endpoints";
import { useEffect } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { type ApiActionOptions, useApiAction } from "../api-action";
import type { EndpointAnswer, WriteEndpointName } from "../endpoint-client";
import { applyServerErrors, useZodForm } from "./use-zod-form";

/** The notices of a form that only creates ('Nueva Transacción', 'Registrar Pago'). */
export type CreateFormNotices = {
  /** 'Cliente creado' */
  created: string;
  /** A sentence under it, where the title alone says too little ('La transferencia se ha registrado…'). */
  createdDescription?: string;
  /** 'No se pudo crear el cliente. Inténtelo de nuevo.' */
  createFailed: string;
};

/** The notices of a form that only edits ('Editar usuario'). */
export type UpdateFormNotices = {
  /** 'Cliente actualizado' */
  updated: string;
  updateFailed: string;
};

/** The notices of a form that creates or edits. */
export type EntityFormNotices = CreateFormNotices & UpdateFormNotices;

/** A write operation whose path names the record: '/api/clients/{id}'. */
type RecordWrite = {
  [N in WriteEndpointName]: EndpointOfPath<N> extends `${string}{id}` ? N : never;
}[WriteEndpointName];
type EndpointOfPath<N extends EndpointName> = typeof import("api/contract/endpoints").endpoints[N]["path"];

type EntityFormOptions<
  Schema extends z.ZodType<unknown, FieldValues>,
  Entity extends { id: number },
  Create extends WriteEndpointName,
> = {
  schema: Schema;
  open: boolean;
  /** Module-level, so that it is the same function on every render. */
  initialValues: (entity?: Entity) => DefaultValues<z.input<Schema>>;
  /** A new record's first values, over the defaults (a client from a quote request, a payment's balance). */
  prefill?: DefaultValues<z.input<Schema>>;
  /** The wire format, where it differs from what the schema outputs. */
  toBody?: (values: z.output<Schema>) => unknown;
  /** The server's answer to a create, before `onClose`: what only the answer holds (a token shown once). */
  onSaved?: (saved: EndpointAnswer<Create>) => void;
  onClose: () => void;
} & (
  | {
      /** The operation a new record is sent to ('createClient'); the lists it changes are reread after. */
      create: Create;
      /** The operation an entity's changes are sent to ('updateClient', PATCH …/{id}). */
      update?: RecordWrite;
      /** The record edited, or undefined for a new one. */
      entity: Entity | undefined;
      notices: EntityFormNotices;
    }
  | {
      create: Create;
      update?: RecordWrite;
      /** Create-only: a dialog that never edits (a money movement) names no entity and no update notices. */
      entity?: undefined;
      notices: CreateFormNotices;
    }
  | {
      /** Edit-only: a dialog that never creates ('Editar usuario') names no create operation. */
      create?: undefined;
      update: RecordWrite;
      /** The record edited; undefined while the dialog is closed. */
      entity: Entity | undefined;
      notices: UpdateFormNotices;
    }
);

/**
 * A create-or-edit dialog's form: filled in afresh each time the dialog opens, sent to the
 * `create` operation (no entity) or the `update` one with the entity's id, the server's field
 * messages put under the fields, and `onClose` once saved. Without `entity` it is a create-only
 * form; without `create`, an edit-only one. `dialog` is FormDialog's open, onClose, onSubmit and
 * submitting: `<FormDialog {...dialog} title=…>`.
 */
export function useEntityForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Entity extends { id: number },
  Create extends WriteEndpointName,
>(options: EntityFormOptions<Schema, Entity, Create>) {
  const { schema, entity, open, initialValues, prefill, create, update, notices, onSaved, onClose } = options;
  const toBody = options.toBody ?? ((values: z.output<Schema>) => values);
  const startValues = () => (entity ? initialValues(entity) : { ...initialValues(), ...prefill });
  const form = useZodForm(schema, startValues());
  const run = useApiAction();
  const editing = entity !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: startValues only reads entity and prefill
  useEffect(() => {
    if (open) form.reset(startValues());
  }, [open, entity, prefill, form]);

  // An entity comes with the update notices, a create with the create ones (the options' type says
  // so); `in` lets TypeScript see it. An edit-only form without its entity (closed) has neither.
  const outcome =
    editing && "updated" in notices
      ? { success: { title: notices.updated }, failed: notices.updateFailed }
      : "created" in notices
        ? { success: { title: notices.created, description: notices.createdDescription }, failed: notices.createFailed }
        : undefined;

  const submit = form.handleSubmit(async (values) => {
    // Only an edit-only form opened without its entity gets here with no outcome: nothing is sent.
    if (!outcome) throw new Error("useEntityForm: an edit-only form saves only with its entity");
    const body = toBody(values);
    const notify = {
      success: outcome.success,
      failure: { description: outcome.failed },
      onError: (error: unknown) => applyServerErrors(form, error),
    };
    // The form's schema, not the table, types the body: the server validates it with the table's.
    if (entity) {
      if (!update) throw new Error("useEntityForm: editing needs an `update` operation");
      const saved = await run({
        endpoint: update,
        params: { id: entity.id },
        body,
        ...notify,
      } as ApiActionOptions<RecordWrite>);
      if (saved === undefined) return;
    } else {
      if (!create) throw new Error("useEntityForm: an edit-only form saves only with its entity");
      const saved = await run({ endpoint: create, body, ...notify } as unknown as ApiActionOptions<Create>);
      if (saved === undefined) return;
      onSaved?.(saved);
    }
    onClose();
  });

  // What FormDialog needs of this form, so that a dialog spreads it rather than wiring it again.
  const dialog = { open, onClose, onSubmit: submit, submitting: form.formState.isSubmitting };

  return { form, editing, dialog };
}
