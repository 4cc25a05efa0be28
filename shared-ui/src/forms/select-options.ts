import type { SelectOption } from "./fields";

/** The options of a select over an enumeration, each with its Spanish label, in the enumeration's order. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): Array<SelectOption & { value: Value }> {
  return values.map((value) => ({ value, label: labels[value] }));
}
