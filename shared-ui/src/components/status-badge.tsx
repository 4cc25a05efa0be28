import { alpha, Chip, type Theme } from "@mui/material";

export type BadgeTone = "default" | "secondary" | "destructive" | "success" | "warning" | "info";

type StatusBadgeProps = { label: string; tone?: BadgeTone };

// "default" and "destructive" are solid (the badge styles the statuses are specified in); the
// informational tones are tinted so a table full of them stays readable.
const tinted = { success: "success", warning: "warning", info: "info" } as const;

/** A small status chip: 'Pagado', 'Vencido', 'Alta'… */
export function StatusBadge({ label, tone = "default" }: StatusBadgeProps) {
  if (tone === "default") return <Chip size="small" color="primary" label={label} />;
  if (tone === "destructive") return <Chip size="small" color="error" label={label} />;
  if (tone === "secondary") return <Chip size="small" label={label} />;
  const key = tinted[tone];
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme: Theme) => ({
        bgcolor: alpha(theme.palette[key].main, 0.14),
        color: theme.palette[key].dark,
      })}
    />
  );
}
