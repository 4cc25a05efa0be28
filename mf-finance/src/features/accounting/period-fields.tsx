import { Box } from "@mui/material";
import { DateField } from "shared-ui/dates";
import type { Period } from "./period";

/** 'Desde' and 'Hasta', both included; a field left empty is the server's default. */
export function PeriodFields({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  return (
    <>
      <Box sx={{ width: { xs: "100%", sm: 180 }, flexShrink: 0 }}>
        <DateField label="Desde" value={period.from} onChange={(from) => onChange({ ...period, from: from ?? "" })} />
      </Box>
      <Box sx={{ width: { xs: "100%", sm: 180 }, flexShrink: 0 }}>
        <DateField label="Hasta" value={period.to} onChange={(to) => onChange({ ...period, to: to ?? "" })} />
      </Box>
    </>
  );
}
