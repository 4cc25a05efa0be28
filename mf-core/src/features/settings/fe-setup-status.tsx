import { Alert, AlertTitle, Box } from "@mui/material";
import { type CompanySettingsRecord, feSetupProblems } from "api/contract";

/**
 * Whether the company can issue electronic invoices with the settings as saved, and if not, what
 * is still missing: the contract's feSetupProblems, the same list the issuing code refuses with.
 */
export function FeSetupStatus({ settings }: { settings: CompanySettingsRecord }) {
  const problems = feSetupProblems(settings);
  if (problems.length === 0) {
    return (
      <Alert severity="success" role="status">
        Todo listo para emitir facturas electrónicas.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status" aria-label="Falta para emitir facturas electrónicas">
      <AlertTitle>Falta para emitir facturas electrónicas</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}
