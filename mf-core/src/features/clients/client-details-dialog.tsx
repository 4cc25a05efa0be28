import ReceiptIcon from "@mui/icons-material/Receipt";
import { Button } from "@mui/material";
import {
  type ClientRecord,
  clientDisplayName,
  clientStatusLabels,
  type ItbmsWithholdingPercent,
  itbmsWithholdingLabels,
} from "api/contract";
import { useState } from "react";
import { DetailsDialog, formatDate, formatPAB, StatusBadge } from "shared-ui";
import { useLocation } from "wouter";
import { countryName } from "../../common/countries";
import { recordPath } from "../../common/record-links";
import { InvoiceHoursDialog } from "../../common/time/invoice-hours-dialog";
import { useSeesEveryonesTime } from "../../common/time/use-people";
import { ClientStatement } from "./client-statement";

/**
 * A client's details; admin and finance also 'Facturar horas' of all its projects, which opens the
 * new draft invoice on /invoices (api/docs/time.md).
 */
export function ClientDetailsDialog({ client, onClose }: { client: ClientRecord | null; onClose: () => void }) {
  const invoicesHours = useSeesEveryonesTime();
  const [invoicing, setInvoicing] = useState<ClientRecord | null>(null);
  const [, navigate] = useLocation();
  return (
    <>
      <DetailsDialog
        record={client}
        title={clientDisplayName}
        items={(client) => [
          ["Nombre", client.name],
          ["Empresa", client.company],
          ["Email", client.email],
          ["Teléfono", client.phone],
          ["Dirección", client.address],
          ["RUC", client.ruc ? `${client.ruc} DV ${client.dv ?? ""}` : null],
          ["País", countryName(client.countryCode)],
          ["Entidad del Estado", client.isGovernment ? "Sí" : "No"],
          ["Recordatorios de pago", client.noReminders ? "No se envían" : "Se envían"],
          [
            "Retención de ITBMS",
            client.itbmsWithholdingPercent
              ? itbmsWithholdingLabels[client.itbmsWithholdingPercent as ItbmsWithholdingPercent]
              : null,
          ],
          [
            "Estado",
            <StatusBadge
              key="status"
              label={clientStatusLabels[client.status]}
              tone={client.status === "active" ? "default" : "secondary"}
            />,
          ],
          ["Tarifa por hora", client.hourlyRate ? formatPAB(client.hourlyRate) : null],
          ["Cliente desde", formatDate(client.createdAt)],
        ]}
        actions={(client) =>
          invoicesHours ? (
            <Button startIcon={<ReceiptIcon />} onClick={() => setInvoicing(client)}>
              Facturar horas
            </Button>
          ) : null
        }
        below={(client) => <ClientStatement client={client} title={clientDisplayName(client)} />}
        maxWidth="md"
        onClose={onClose}
      />
      {invoicing && (
        <InvoiceHoursDialog
          open
          source={{ clientId: invoicing.id }}
          onCreated={(invoice) => navigate(recordPath("/invoices", invoice.id))}
          onClose={() => setInvoicing(null)}
        />
      )}
    </>
  );
}
