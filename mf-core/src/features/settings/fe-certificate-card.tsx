import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from "@mui/material";
import {
  type CompanySettingsRecord,
  FE_CERTIFICATE_FILE_FIELD,
  FE_CERTIFICATE_MISSING_MESSAGE,
  FE_CERTIFICATE_PASSWORD_FIELD,
  FE_CERTIFICATE_PASSWORD_MISSING_MESSAGE,
  FE_CERTIFICATE_SIZE_MESSAGE,
  MAX_FE_CERTIFICATE_BYTES,
} from "api/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { ApiError, DetailList, formatDate, useApiAction, useConfirm } from "shared-ui";

type Problems = { file?: string; password?: string; other?: string };

/** A 400's messages on `file` and `password`, or its `error` alone; null for any other failure. */
function refusalOf(error: unknown): Problems | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body = JSON.parse(error.body) as { error?: string; issues?: Array<{ field: string; message: string }> };
    const on = (field: string) => body.issues?.find((issue) => issue.field === field)?.message;
    const problems = { file: on(FE_CERTIFICATE_FILE_FIELD), password: on(FE_CERTIFICATE_PASSWORD_FIELD) };
    return problems.file || problems.password ? problems : { other: body.error };
  } catch {
    return null;
  }
}

/**
 * 'Certificado de firma electrónica': what the stored certificate says of itself (subject, RUC,
 * expiry, a warning within 30 days of it), the upload of a new one (.p12 or .pfx and its password,
 * checked by the API) and 'Quitar'. The file and the password never come back from the server.
 */
export function FeCertificateCard({ settings }: { settings: CompanySettingsRecord }) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const run = useApiAction();
  const confirm = useConfirm();
  const certificate = settings.feCertificate;

  async function busyWhile(write: () => Promise<unknown>) {
    setBusy(true);
    try {
      await write();
    } finally {
      setBusy(false);
    }
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The contract's own checks first, so a missing file or password is named at once.
    const found: Problems = {};
    if (!file) found.file = FE_CERTIFICATE_MISSING_MESSAGE;
    else if (file.size > MAX_FE_CERTIFICATE_BYTES) found.file = FE_CERTIFICATE_SIZE_MESSAGE;
    if (!password) found.password = FE_CERTIFICATE_PASSWORD_MISSING_MESSAGE;
    setProblems(found);
    if (!file || found.file || found.password) return;
    const body = new FormData();
    body.append(FE_CERTIFICATE_FILE_FIELD, file);
    body.append(FE_CERTIFICATE_PASSWORD_FIELD, password);
    await busyWhile(async () => {
      const saved = await run({
        endpoint: "replaceFeCertificate",
        body,
        success: { title: "Certificado cargado" },
        failure: { description: "No se pudo cargar el certificado. Inténtelo de nuevo." },
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal) setProblems(refusal);
          return refusal !== null;
        },
      });
      if (saved) {
        // The password is not kept once it has done its job.
        setFile(null);
        setPassword("");
      }
    });
  }

  async function remove() {
    const confirmed = await confirm({
      title: "Quitar certificado",
      message: "Sin certificado no se pueden firmar facturas electrónicas hasta que se cargue otro.",
      confirmLabel: "Quitar",
    });
    if (!confirmed) return;
    await busyWhile(() =>
      run({
        endpoint: "removeFeCertificate",
        success: { title: "Certificado eliminado" },
        failure: { description: "No se pudo quitar el certificado. Inténtelo de nuevo." },
      }),
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          Certificado de firma electrónica
        </Typography>
        <Stack spacing={2}>
          {certificate ? (
            <>
              <DetailList
                items={[
                  ["Sujeto", certificate.subject],
                  ["RUC", certificate.ruc ? `${certificate.ruc} DV ${certificate.dv ?? ""}`.trim() : "No lo indica"],
                  ["Vence", formatDate(certificate.expiresAt)],
                ]}
              />
              {certificate.expired ? (
                <Alert severity="error">
                  El certificado venció el {formatDate(certificate.expiresAt)}: cargue uno nuevo del Registro Público.
                </Alert>
              ) : (
                certificate.expiresSoon && (
                  <Alert severity="warning">
                    El certificado vence el {formatDate(certificate.expiresAt)}: solicite uno nuevo al Registro Público
                    antes de esa fecha.
                  </Alert>
                )
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Sin certificado. Cargue el certificado de factura electrónica del Registro Público (.p12 o .pfx) con su
              contraseña; se guarda cifrado.
            </Typography>
          )}
          <Box component="form" noValidate onSubmit={upload} aria-label="Cargar certificado">
            <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                  Elegir archivo
                </Button>
                <Typography variant="body2" color={problems.file ? "error" : "text.secondary"} role="status">
                  {problems.file ?? file?.name ?? "Ningún archivo elegido"}
                </Typography>
                <input
                  ref={input}
                  type="file"
                  accept=".p12,.pfx,application/x-pkcs12"
                  hidden
                  aria-label="Archivo del certificado"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    // The same file chosen again must fire a change again.
                    event.target.value = "";
                    setProblems({});
                  }}
                />
              </Stack>
              <TextField
                label="Contraseña del certificado"
                type="password"
                autoComplete="off"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(problems.password)}
                helperText={problems.password}
                disabled={busy}
                sx={{ minWidth: 280 }}
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={busy}>
                  {certificate ? "Cambiar certificado" : "Cargar certificado"}
                </Button>
                {certificate && (
                  <Button type="button" color="error" disabled={busy} onClick={remove}>
                    Quitar
                  </Button>
                )}
              </Stack>
            </Stack>
          </Box>
          {problems.other && (
            <Alert severity="error" onClose={() => setProblems({})}>
              {problems.other}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
