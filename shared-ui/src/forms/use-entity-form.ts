import { useEffect } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { useApiAction } from "../api-action";
import { apiRequest } from "../api-client";
import { applyServerErrors, useZodForm } from "./use-zod-form";

export type EntityFormNotices = {
  /** 'Cliente creado' */
  created: string;
  /** 'Cliente actualizado' */
  updated: string;
  /** 'No se pudo crear el cliente. Inténtelo de nuevo.' */
  createFailed: string;
  updateFailed: string;
};

/**
 * A create-or-edit dialog's form: filled in afresh each time the dialog opens, sent as POST
 * `path` (no entity) or PATCH `path/{id}`, the server's field messages put under the fields,
 * and `onClose` once saved.
 */
export function useEntityForm<
  Schema extends z.ZodType<unknown, FieldValues>,
  Entity extends { id: number },
  Saved = unknown,
>({
  schema,
  entity,
  open,
  initialValues,
  prefill,
  path,
  toBody = (values) => values,
  revalidate,
  notices,
  idempotent = false,
  onSaved,
  onClose,
}: {
  schema: Schema;
  entity: Entity | undefined;
  open: boolean;
  /** Module-level, so that it is the same function on every render. */
  initialValues: (entity?: Entity) => DefaultValues<z.input<Schema>>;
  /** A new record's first values, over the defaults (a client from a quote request). */
  prefill?: DefaultValues<z.input<Schema>>;
  path: string;
  /** The wire format, where it differs from what the schema outputs. */
  toBody?: (values: z.output<Schema>) => unknown;
  revalidate: string[];
  notices: EntityFormNotices;
  /** The create moves money: its POST carries an Idempotency-Key, one per submission. */
  idempotent?: boolean;
  /** The server's answer, before `onClose`: what only the answer holds (a token shown once). */
  onSaved?: (saved: Saved) => void;
  onClose: () => void;
}) {
  const startValues = () => (entity ? initialValues(entity) : { ...initialValues(), ...prefill });
  const form = useZodForm(schema, startValues());
  const run = useApiAction();
  const editing = entity !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: startValues only reads entity and prefill
  useEffect(() => {
    if (open) form.reset(startValues());
  }, [open, entity, prefill, form]);

  const submit = form.handleSubmit(async (values) => {
    const body = toBody(values);
    const saved = await run({
      request: (options) =>
        entity
          ? apiRequest<Saved>("PATCH", `${path}/${entity.id}`, body)
          : apiRequest<Saved>("POST", path, body, options),
      idempotent,
      success: { title: editing ? notices.updated : notices.created },
      failure: { description: editing ? notices.updateFailed : notices.createFailed },
      revalidate,
      onError: (error) => applyServerErrors(form, error),
    });
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  });

  return { form, editing, submit };
}
