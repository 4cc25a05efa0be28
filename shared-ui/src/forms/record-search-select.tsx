import { Autocomplete, CircularProgress, TextField } from "@mui/material";
import { useMemo, useState } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useApiData } from "../api-data";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../paged-list";

export type SearchOption = { id: number; label: string };

/**
 * A record picker that searches on the server as the user types (a client, a supplier): it asks
 * `searchPath(text)` for a few matches, never the whole list. The field holds the chosen id, or ''.
 * An edit form passes the record's current choice as `initialOption`, which the list may not hold.
 */
export function RecordSearchSelect<Values extends FieldValues, Row>({
  control,
  name,
  label,
  searchPath,
  toOption,
  noOptionsText,
  initialOption = null,
  required,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  /** The search's URL for the text typed ('' for the first few). */
  searchPath: (text: string) => string;
  toOption: (row: Row) => SearchOption;
  noOptionsText: string;
  initialOption?: SearchOption | null;
  required?: boolean;
}) {
  const [input, setInput] = useState("");
  const [chosen, setChosen] = useState<SearchOption | null>(initialOption);
  const [open, setOpen] = useState(false);
  const text = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // Searches only while the list is open, and not for the text of the option just chosen.
  const key = open && text !== chosen?.label ? searchPath(text) : null;
  const { data, isLoading } = useApiData<Row[]>(key, { keepPreviousData: true });
  // The current choices stay offered even when the search did not bring them.
  const options = useMemo(() => {
    const found = (data ?? []).map(toOption);
    const pinned = [chosen, initialOption].filter(
      (option, index, all): option is SearchOption =>
        option != null &&
        all.findIndex((other) => other?.id === option.id) === index &&
        !found.some((f) => f.id === option.id),
    );
    return [...pinned, ...found];
  }, [data, toOption, chosen, initialOption]);

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // What the field holds decides what shows: the option picked here, else the record's own
        // (a dialog reused for another record, or reset, never shows a stale pick).
        const value =
          [chosen, initialOption].find((option) => option != null && option.id === Number(field.value)) ?? null;
        return (
          <Autocomplete
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={options}
            value={value}
            filterOptions={(all) => all}
            isOptionEqualToValue={(option, selected) => option.id === selected.id}
            getOptionLabel={(option) => option.label}
            loading={isLoading}
            loadingText="Buscando..."
            noOptionsText={noOptionsText}
            onInputChange={(_event, next) => setInput(next)}
            onChange={(_event, next) => {
              setChosen(next);
              field.onChange(next ? next.id : "");
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                required={required}
                name={field.name}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  ...params.slotProps,
                  input: {
                    ...params.slotProps.input,
                    endAdornment: (
                      <>
                        {isLoading && open ? <CircularProgress color="inherit" size={18} /> : null}
                        {params.slotProps.input.endAdornment}
                      </>
                    ),
                  },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}
