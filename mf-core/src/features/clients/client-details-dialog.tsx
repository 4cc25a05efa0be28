import {
  type ClientRecord,
  clientDisplayName,
  clientStatusLabels,
  type ItbmsWithholdingPercent,
  itbmsWithholdingLabels,
} from "api/contract";
import { DetailsDialog, formatDate, StatusBadge } from "shared-ui";
import { countryName } from "../../common/countries";
import { ClientStatement } from "./client-statement";

export function ClientDetailsDialog({ client, onClose }: { client: ClientRecord | null; onClose: () => void }) {
  return (
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
        ["Cliente desde", formatDate(client.createdAt)],
      ]}
      below={(client) => <ClientStatement client={client} title={clientDisplayName(client)} />}
      maxWidth="md"
      onClose={onClose}
    />
  );
}
