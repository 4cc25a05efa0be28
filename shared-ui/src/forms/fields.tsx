import { MenuItem, TextField, type TextFieldProps } from "@mui/material";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { DateField } from "../dates";

type Base<Values extends FieldValues> = {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  required?: boolean;
};

/** A text field bound to the form; its error message appears beneath it. */
export function TextInput<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  ...props
}: Base<Values> & Omit<TextFieldProps, "name" | "label" | "required">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ""}
          label={required ? `${label} *` : label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
        />
      )}
    />
  );
}

/** An amount: a number field with cents (step 0.01), kept as text until submit; a hint under it when given. */
export function MoneyInput<Values extends FieldValues>(props: Base<Values> & { helperText?: string }) {
  return (
    <TextInput {...props} type="number" slotProps={{ htmlInput: { step: "0.01", min: "0", inputMode: "decimal" } }} />
  );
}

export type SelectOption = { value: string | number; label: string };

export function SelectInput<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  placeholder,
}: Base<Values> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <TextInput control={control} name={name} label={label} required={required} select>
      {placeholder !== undefined && (
        <MenuItem value="">
          <em>{placeholder}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextInput>
  );
}

/** A calendar date ('YYYY-MM-DD') through the Spanish date picker. */
export function DateInput<Values extends FieldValues>({ control, name, label, required }: Base<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={required ? `${label} *` : label}
          name={field.name}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
