import CodeIcon from "@mui/icons-material/Code";
import { Box, Typography } from "@mui/material";
import { company } from "./content";

/** Logo mark and company name; `inverted` for dark backgrounds. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.25 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          borderRadius: 2,
          display: "grid",
          placeItems: "center",
          color: "common.white",
          background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
          boxShadow: 2,
        })}
      >
        <CodeIcon fontSize="small" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: "1.2rem",
          letterSpacing: "-0.01em",
          color: inverted ? "common.white" : "text.primary",
          whiteSpace: "nowrap",
        }}
      >
        {company.name}
      </Typography>
    </Box>
  );
}
