import { Alert, AlertTitle, Box, Stack } from "@mui/material";
import { FE_NO_PAC, type FeDocumentRecord, feDocumentStatusLabels, feDocumentTypeLabels } from "api/contract";
import type { ReactNode } from "react";
import { DetailList, formatDateTime, StatusBadge } from "shared-ui";
import { feStatusTone } from "./invoice-fe-status";

type Items = Array<[label: string, value: ReactNode]>;

/** The document's fields: status, numbers, and what its status adds (authorisation, annulment). */
function feItems(fe: FeDocumentRecord): Items {
  const items: Items = [
    ["Estado", <StatusBadge key="status" label={feDocumentStatusLabels[fe.status]} tone={feStatusTone(fe.status)} />],
    ["Tipo de documento", feDocumentTypeLabels[fe.documentType]],
    ["Número fiscal", `${fe.billingPoint}-${fe.number}`],
    [
      "CUFE",
      <Box key="cufe" component="span" sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>
        {fe.cufe}
      </Box>,
    ],
    ["Ambiente", fe.environment === 1 ? "Producción" : "Pruebas"],
    ["Emitida el", formatDateTime(fe.issuedAt)],
  ];
  if (fe.authorisedAt !== null) {
    items.push(["Protocolo de autorización", fe.protocol], ["Fecha de autorización", formatDateTime(fe.authorisedAt)]);
  }
  if (fe.status === "authorised" && fe.annulableUntil !== null) {
    items.push(["Anulable hasta", formatDateTime(fe.annulableUntil)]);
  }
  if (fe.status === "annulled") {
    items.push(["Anulada el", formatDateTime(fe.annulledAt)], ["Motivo de la anulación", fe.annulmentReason]);
  }
  return items;
}

/** Why a signed document is not authorised yet, or why the PAC rejected it; nothing otherwise. */
function FeNotice({ fe }: { fe: FeDocumentRecord }) {
  if (fe.status === "rejected") {
    return (
      <Alert severity="error">
        <AlertTitle>Rechazada por el PAC</AlertTitle>
        {fe.rejection ? `Código ${fe.rejection.code}: ${fe.rejection.message}` : null}
        <Box sx={{ mt: 0.5 }}>Corrija la factura y emítala de nuevo: conserva su número fiscal.</Box>
      </Alert>
    );
  }
  if (fe.status !== "signed") return null;
  if (fe.emissionType === "02" && fe.contingency) {
    return (
      <Alert severity="warning">
        <AlertTitle>
          En contingencia desde {formatDateTime(fe.contingency.startedAt)} — se reenvía automáticamente
        </AlertTitle>
        {fe.contingency.reason}
      </Alert>
    );
  }
  if (fe.pacProvider === null) return <Alert severity="info">{FE_NO_PAC}</Alert>;
  return (
    <Alert severity="info">
      Se reenvía automáticamente al PAC.{fe.lastError ? ` Último intento: ${fe.lastError}` : ""}
    </Alert>
  );
}

/** An electronic document as the invoice's details show it. */
export function InvoiceFeFacts({ fe }: { fe: FeDocumentRecord }) {
  return (
    <Stack spacing={2}>
      <DetailList items={feItems(fe)} />
      <FeNotice fe={fe} />
    </Stack>
  );
}
