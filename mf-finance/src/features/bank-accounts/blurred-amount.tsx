import { Typography, type TypographyProps } from "@mui/material";
import type { ReactNode } from "react";

/**
 * An amount that stays blurred (and hidden from screen readers) until the page's eye button shows
 * the balances.
 */
export function BlurredAmount({
  shown,
  label,
  variant,
  testId,
  children,
}: {
  shown: boolean;
  label: string;
  variant: TypographyProps["variant"];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Typography
      variant={variant}
      // A span: the amount also sits inside a stat card's own paragraph.
      component="span"
      data-testid={testId}
      data-blurred={shown ? "false" : "true"}
      aria-label={shown ? undefined : `${label} oculto`}
      sx={{
        display: "block",
        fontWeight: 700,
        filter: shown ? "none" : "blur(8px)",
        userSelect: shown ? "auto" : "none",
        transition: "filter 0.2s",
      }}
    >
      <span aria-hidden={shown ? undefined : true}>{children}</span>
    </Typography>
  );
}
