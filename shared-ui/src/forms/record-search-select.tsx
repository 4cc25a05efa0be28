import { Autocomplete, CircularProgress, TextField } from "@mui/material";
import { useMemo, useState } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { useApiData } from "../api-data";
import { type EndpointQuery, type EndpointRow, endpointPath, type ReadEndpointName } from "../endpoint-client";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../paged-list";

export type SearchOption = { id: number; label: string };

/** A read of the endpoint table that answers a list of records and takes a text `q` and a `limit`. */
type SearchEndpoint = {
  [N in ReadEndpointName]: EndpointQuery<N> extends { q?: unknown; limit?: unknown } ? N : never;
}[ReadEndpointName];

/**
 * A record picker that searches on the server as the user types (a client, a supplier): it asks
 * the `search` operation for `limit` matches of the text (with `query`'s other filters), never the
 * whole list. The field holds the chosen id, or ''. An edit form passes the record's current
 * choice as `initialOption`, which the list may not hold.
 */
export function RecordSearchSelect<Values extends FieldValues, N extends SearchEndpoint>({
  control,
  name,
  label,
  search,
  query,
  limit,
  toOption,
  noOptionsText,
  initialOption = null,
  required,
}: {
  control: Control<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  search: N;
  /** Filters beside the text ('active' suppliers only). */
  query?: EndpointQuery<N>;
  limit: number;
  toOption: (row: EndpointRow<N>) => SearchOption;
  noOptionsText: string;
  initialOption?: SearchOption | null;
  required?: boolean;
}) {
  const [input, setInput] = useState("");
  const [chosen, setChosen] = useState<SearchOption | null>(initialOption);
  const [open, setOpen] = useState(false);
  const text = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // Searches only while the list is open, and not for the text of the option just chosen.
  const key =
    open && text !== chosen?.label
      ? (endpointPath as (n: N, r: { query: Record<string, unknown> }) => string)(search, {
          query: { ...query, q: text, limit },
        })
      : null;
  const { data, isLoading } = useApiData<EndpointRow<N>[]>(key, { keepPreviousData: true });
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
