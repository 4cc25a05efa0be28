import AddIcon from "@mui/icons-material/Add";
import { Button, Card, Stack, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";
import { SearchField } from "./search-field";

/** The card of a list screen: the search box and any filters in a row, then the list itself. */
export function ListCard({
  search,
  onSearchChange,
  searchPlaceholder,
  filters,
  sx,
  children,
}: {
  search: string;
  onSearchChange: (value: string) => void;
  /** Also the search box's accessible name: 'Buscar clientes...'. */
  searchPlaceholder: string;
  filters?: ReactNode;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}) {
  return (
    <Card sx={sx}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2 }}>
        <SearchField value={search} onChange={onSearchChange} placeholder={searchPlaceholder} />
        {filters}
      </Stack>
      {children}
    </Card>
  );
}

/** The page header's main button, which opens the create dialog: 'Nueva Factura'. */
export function AddButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {children}
    </Button>
  );
}
