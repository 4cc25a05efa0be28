import FileDownloadIcon from "@mui/icons-material/FileDownload";
import { Button, ListItemText, Menu, MenuItem } from "@mui/material";
import { type ExportFormat, exportFormatLabels, exportFormats } from "api/contract";
import { useId, useState } from "react";
import { type EndpointParams, type EndpointQuery, endpointPath, type ReadEndpointName } from "../endpoint-client";

// 'Exportar' of every list and report that the API writes as CSV or Excel (the finance lists and
// books, the time reports): the server makes the file with the screen's own filters.

/** The export operations of the endpoint table: a GET whose query takes `format` (csv or xlsx). */
export type ExportEndpoint = {
  [N in ReadEndpointName]: "format" extends keyof EndpointQuery<N> ? N : never;
}[ReadEndpointName];

/** A list's filters as the screen holds them: 'all' (and empty) mean no filter, as on the list. */
export type ExportFilters<N extends ExportEndpoint> = {
  [K in Exclude<keyof EndpointQuery<N>, "format" | "limit" | "offset">]?: EndpointQuery<N>[K] | "all" | "" | null;
};

/**
 * The export's URL: the screen's filters, trimmed, without the ones that filter nothing, and the
 * format; `params` fill the path of an export under a record (an account's ledger).
 */
export function exportUrl<N extends ExportEndpoint>(
  endpoint: N,
  filters: ExportFilters<N>,
  format: ExportFormat,
  params?: EndpointParams<N>,
) {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    // The list queries refuse 'all' (transactions' type): the screen's "no filter" is no parameter.
    if (value === undefined || value === null || value === "" || value === "all") continue;
    query[name] = String(value).trim();
  }
  query.format = format;
  type Target = { params?: EndpointParams<N>; query: Record<string, unknown> };
  return (endpointPath as (name: N, request: Target) => string)(endpoint, { params, query });
}

const descriptions: Record<ExportFormat, string> = {
  csv: "Texto separado por comas (UTF-8)",
  xlsx: "Libro de Excel (.xlsx)",
};

/**
 * 'Exportar': a menu of CSV and Excel. The server writes the file with the screen's own filters
 * and sends it as an attachment, so the browser downloads it without leaving the page.
 */
export function ExportMenu<N extends ExportEndpoint>({
  endpoint,
  filters,
  params,
  disabled = false,
}: {
  endpoint: N;
  filters: ExportFilters<N>;
  params?: EndpointParams<N>;
  /** Nothing to export yet (no account chosen). */
  disabled?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const download = (format: ExportFormat) => {
    setAnchor(null);
    const link = document.createElement("a");
    link.href = exportUrl(endpoint, filters, format, params);
    link.download = "";
    document.body.append(link);
    link.click();
    link.remove();
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Exportar
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {exportFormats.map((format) => (
          <MenuItem key={format} onClick={() => download(format)}>
            <ListItemText primary={exportFormatLabels[format]} secondary={descriptions[format]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
