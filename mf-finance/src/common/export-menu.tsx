import FileDownloadIcon from "@mui/icons-material/FileDownload";
import { Button, ListItemText, Menu, MenuItem } from "@mui/material";
import { type ExportFormat, exportFormatLabels, exportFormats } from "api/contract";
import { useId, useState } from "react";

/** A list's filters as its export takes them: undefined, null, '' and 'all' mean no filter. */
export type ExportFilters = Readonly<Record<string, string | number | null | undefined>>;

/** GET `<listPath>/export?<filters>&format=…`: the list the screen shows, every page of it, as a file. */
export function exportUrl(listPath: string, filters: ExportFilters, format: ExportFormat): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === "" || value === "all") continue;
    query.set(name, String(value).trim());
  }
  query.set("format", format);
  return `${listPath}/export?${query}`;
}

const descriptions: Record<ExportFormat, string> = {
  csv: "Texto separado por comas (UTF-8)",
  xlsx: "Libro de Excel (.xlsx)",
};

/**
 * 'Exportar': a menu of CSV and Excel. The server writes the file with the screen's own filters
 * and sends it as an attachment, so the browser downloads it without leaving the page.
 */
export function ExportMenu({ listPath, filters }: { listPath: string; filters: ExportFilters }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const download = (format: ExportFormat) => {
    setAnchor(null);
    const link = document.createElement("a");
    link.href = exportUrl(listPath, filters, format);
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
