import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "../api-client";

/**
 * react-hook-form driven by the API's own zod schema (`api/contract`): the messages a
 * form shows are the ones the API would answer. Values are the schema's input (what
 * the fields hold); the submit handler gets its output (what the API takes).
 */
export function useZodForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The cast bridges zod's generic schema type to the resolver's overloads.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onSubmit",
  });
}

/**
 * Puts a 400's field messages ({ issues: [{ field, message }] }) under the fields;
 * answers whether it found any, so the caller shows a general notice otherwise.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
): boolean {
  if (!isApiError(error) || error.status !== 400) return false;
  try {
    const body = JSON.parse(error.body) as { issues?: Array<{ field: string; message: string }> };
    const known = (body.issues ?? []).filter((issue) => issue.field in form.getValues());
    for (const issue of known) form.setError(issue.field as Path<Values>, { message: issue.message });
    return known.length > 0;
  } catch {
    return false;
  }
}
