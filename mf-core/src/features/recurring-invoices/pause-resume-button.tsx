import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import { IconButton, Tooltip } from "@mui/material";
import type { RecurringInvoiceListItem } from "api/contract";
import { useRecurringInvoiceActions } from "./use-recurring-invoice-actions";

/** A row's 'Pausar' or 'Reanudar' icon; none once the template has finished. */
export function PauseResumeButton({ template }: { template: RecurringInvoiceListItem }) {
  const { pause, resume } = useRecurringInvoiceActions();
  if (template.status === "finished") return null;
  const paused = template.status === "paused";
  const title = paused ? "Reanudar" : "Pausar";
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={`${title} factura recurrente ${template.title}`}
        onClick={() => (paused ? resume(template) : pause(template))}
      >
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
