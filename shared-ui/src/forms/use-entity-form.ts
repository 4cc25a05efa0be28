import { useEffect } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useApiAction } from "../api-action";
import { apiRequest } from "../api-client";
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

/** The notices of a form that creates or edits. */
export type EntityFormNotices = CreateFormNotices & {
  /** 'Cliente actualizado' */
  updated: string;
  updateFailed: string;
};

type EntityFormOptions<Schema extends z.ZodType<unknown, FieldValues>, Entity extends { id: number }, Saved> = {
  schema: Schema;
  open: boolean;
  /** Module-level, so that it is the same function on every render. */
  initialValues: (entity?: Entity) => DefaultValues<z.input<Schema>>;
  /** A new record's first values, over the defaults (a client from a quote request, a payment's balance). */
  prefill?: DefaultValues<z.input<Schema>>;
  /** POST here; PATCH `path/{id}` for an entity. */
  path: string;
  /** The wire format, where it differs from what the schema outputs. */
  toBody?: (values: z.output<Schema>) => unknown;
  revalidate: string[];
  /** The create moves money: its POST carries an Idempotency-Key, one per submission. */
  idempotent?: boolean;
  /** The server's answer, before `onClose`: what only the answer holds (a token shown once). */
  onSaved?: (saved: Saved) => void;
  onClose: () => void;
} & (
  | {
      /** The record edited, or undefined for a new one. */
      entity: Entity | undefined;
      notices: EntityFormNotices;
    }
  | {
      /** Create-only: a dialog that never edits (a money movement) names no entity and no update notices. */
      entity?: undefined;
      notices: CreateFormNotices;
    }
);

/**
 * A create-or-edit dialog's form: filled in afresh each time the dialog opens, sent as POST
 * `path` (no entity) or PATCH `path/{id}`, the server's field messages put under the fields,
 * and `onClose` once saved. Without `entity` it is a create-only form. `dialog` is FormDialog's
 * open, onClose, onSubmit and submitting: `<FormDialog {...dialog} title=…>`.
 */
export function useEntityForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Entity extends { id: number },
  Saved = unknown,
>(options: EntityFormOptions<Schema, Entity, Saved>) {
  const {
    schema,
    entity,
    open,
    initialValues,
    prefill,
    path,
    revalidate,
    notices,
    idempotent = false,
    onSaved,
    onClose,
  } = options;
  const toBody = options.toBody ?? ((values: z.output<Schema>) => values);
  const startValues = () => (entity ? initialValues(entity) : { ...initialValues(), ...prefill });
  const form = useZodForm(schema, startValues());
  const run = useApiAction();
  const editing = entity !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: startValues only reads entity and prefill
  useEffect(() => {
    if (open) form.reset(startValues());
  }, [open, entity, prefill, form]);

  // An entity comes with the update notices (the options' type says so); `in` lets TypeScript see it.
  const outcome =
    editing && "updated" in notices
      ? { success: { title: notices.updated }, failed: notices.updateFailed }
      : { success: { title: notices.created, description: notices.createdDescription }, failed: notices.createFailed };

  const submit = form.handleSubmit(async (values) => {
    const body = toBody(values);
    const saved = await run({
      request: (requestOptions) =>
        entity
          ? apiRequest<Saved>("PATCH", `${path}/${entity.id}`, body)
          : apiRequest<Saved>("POST", path, body, requestOptions),
      idempotent,
      success: outcome.success,
      failure: { description: outcome.failed },
      revalidate,
      onError: (error) => applyServerErrors(form, error),
    });
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  });

  // What FormDialog needs of this form, so that a dialog spreads it rather than wiring it again.
  const dialog = { open, onClose, onSubmit: submit, submitting: form.formState.isSubmitting };

  return { form, editing, dialog };
}
