import { Alert, Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { COMPANY_LOGO_FIELD, type CompanySettingsRecord, logoIssue } from "api/contract";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { errorMessage, useApiAction } from "shared-ui";

/**
 * The company's logo: its preview, 'Subir logo' (PNG or JPEG, at most 512 kB and 40 megapixels, stored
 * within 600 px) and 'Quitar logo'.
 * The file is checked here with the contract's own rule before it is sent, so a wrong file is
 * named at once; the API checks it again, by its content.
 */
export function CompanyLogoCard({ settings }: { settings: CompanySettingsRecord }) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useApiAction();

  // The server's refusal ('El logo no puede superar 512 kB') is shown beside the logo, not as a notice.
  const showRefusal = (error: unknown) => {
    const message = errorMessage(error, "");
    if (message) setProblem(message);
    return message !== "";
  };

  // The buttons wait while a write runs.
  async function busyWhile(write: () => Promise<unknown>) {
    setBusy(true);
    try {
      await write();
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change again.
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const issue = logoIssue(bytes);
    if (issue) {
      setProblem(issue);
      return;
    }
    const body = new FormData();
    body.append(COMPANY_LOGO_FIELD, file);
    await busyWhile(() =>
      run({
        endpoint: "replaceCompanyLogo",
        body,
        success: { title: "Logo actualizado" },
        failure: { description: "No se pudo subir el logo. Inténtelo de nuevo." },
        onError: showRefusal,
      }),
    );
  }

  async function remove() {
    setProblem(null);
    await busyWhile(() =>
      run({
        endpoint: "removeCompanyLogo",
        success: { title: "Logo eliminado" },
        failure: { description: "No se pudo quitar el logo. Inténtelo de nuevo." },
        onError: showRefusal,
      }),
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          Logo
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
          <Box
            sx={{
              width: 160,
              height: 96,
              flexShrink: 0,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              overflow: "hidden",
            }}
          >
            {settings.logoUrl ? (
              <Box
                component="img"
                src={settings.logoUrl}
                alt="Logo de la empresa"
                sx={{ maxWidth: "100%", maxHeight: "100%", objectFit: "contain" }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Sin logo
              </Typography>
            )}
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              PNG o JPEG, hasta 512 kB y 40 megapíxeles; se guarda reducido a 600 px. Aparece en las cotizaciones y
              facturas.
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
              <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                {settings.hasLogo ? "Cambiar logo" : "Subir logo"}
              </Button>
              {settings.hasLogo && (
                <Button color="error" disabled={busy} onClick={remove}>
                  Quitar logo
                </Button>
              )}
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg"
                hidden
                aria-label="Archivo del logo"
                onChange={upload}
              />
            </Stack>
            {problem && (
              <Alert severity="error" onClose={() => setProblem(null)}>
                {problem}
              </Alert>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
