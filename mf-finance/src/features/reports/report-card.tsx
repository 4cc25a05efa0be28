import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatPAB, useDownload } from "shared-ui";

/** Where a statement's PDF comes from, and the name to save it under if the server gives none. */
export type StatementPdf = { path: string; fallbackName: string };

/** A statement: its title (with 'Exportar PDF' when it has a PDF), an optional line under it ('Al 30/11/2026'), then its lines. */
export function ReportCard({
  title,
  subtitle,
  pdf,
  exportMenu,
  children,
}: {
  title: string;
  subtitle?: string;
  pdf?: StatementPdf;
  /** The statement as CSV or Excel ('Exportar'), beside its PDF. */
  exportMenu?: ReactNode;
  children: ReactNode;
}) {
  const download = useDownload();
  return (
    <Card component="section" aria-label={title} sx={{ height: "100%" }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ mb: 2, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="caption" color="text.secondary" component="p">
                {subtitle}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1}>
            {exportMenu}
            {pdf && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                onClick={() => void download(pdf.path, pdf.fallbackName)}
              >
                Exportar PDF
              </Button>
            )}
          </Stack>
        </Stack>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/**
 * One line of a statement: a label and an amount in balboas, with the account's code before the
 * label when it is an account's; `total` lines are bold, under a rule.
 */
export function ReportLine({
  label,
  amount,
  code,
  total = false,
}: {
  label: string;
  amount: string;
  code?: string;
  total?: boolean;
}) {
  return (
    <>
      {total && <Divider />}
      <Box
        data-testid="report-line"
        sx={{ display: "flex", justifyContent: "space-between", gap: 2, fontWeight: total ? 700 : 400 }}
      >
        <Stack direction="row" spacing={1} sx={{ minWidth: 0 }}>
          {code && (
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
              {code}
            </Typography>
          )}
          <Typography variant="body2" sx={{ fontWeight: "inherit" }}>
            {label}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: "inherit", whiteSpace: "nowrap" }}>
          {formatPAB(amount)}
        </Typography>
      </Box>
    </>
  );
}

/** A heading inside a statement ('Activos', 'Ingresos'). */
export function ReportSubheading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ pt: 1 }}>
      {children}
    </Typography>
  );
}
