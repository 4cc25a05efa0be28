import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A record's fields as label / value pairs, for the "view" dialogs. */
export function DetailList({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1.25, m: 0 }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: "break-word" }}>
            {value === null || value === undefined || value === "" ? "N/A" : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
