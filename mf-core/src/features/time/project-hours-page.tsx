import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ReceiptIcon from "@mui/icons-material/Receipt";
import ViewWeekIcon from "@mui/icons-material/ViewWeek";
import { Alert, Button, Link as MuiLink } from "@mui/material";
import { type InvoiceRecord, type TimeEntryRecord, timeInvoicedFilterLabels, timeInvoicedFilters } from "api/contract";
import { useState } from "react";
import { AddButton, errorMessage, ListCard, PageHeader, StatusFilter, useEndpoint, usePagedList } from "shared-ui";
import { Link, useSearch } from "wouter";
import { recordPath } from "../../common/record-links";
import { InvoiceHoursDialog } from "../../common/time/invoice-hours-dialog";
import { useSeesEveryonesTime } from "../../common/time/use-people";
import { ProjectHoursSummary } from "./project-hours-summary";
import { TimeEntriesTable } from "./time-entries-table";
import { TimeEntryFormDialog } from "./time-entry-form-dialog";

/** The query parameter naming the project: '/projects/hours?proyecto=12'. */
export const PROJECT_PARAM = "proyecto";

type Editing = { entry?: TimeEntryRecord } | null;
type InvoicedFilter = (typeof timeInvoicedFilters)[number];

/**
 * A project's 'Horas' (/projects/hours?proyecto=ID): its hours against its budgets, its entries
 * (searched, filtered and paged on the server) with add, edit and delete, and 'Facturar horas' for
 * admin and finance. Staff see and record their own hours only (api/docs/time.md).
 */
export function ProjectHoursPage() {
  const raw = new URLSearchParams(useSearch()).get(PROJECT_PARAM);
  const projectId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data: project, error } = useEndpoint(projectId ? "getProject" : null, { params: { id: projectId ?? 0 } });
  if (projectId === null || error) {
    return (
      <>
        <PageHeader title="Horas del proyecto" />
        <Alert severity="error">
          {projectId === null ? "No se indicó el proyecto." : errorMessage(error, "No se pudo cargar el proyecto.")}{" "}
          <MuiLink component={Link} href="/projects">
            Volver a Proyectos
          </MuiLink>
        </Alert>
      </>
    );
  }
  return (
    <ProjectHours
      projectId={projectId}
      title={project ? `Horas: ${project.name}` : "Horas del proyecto"}
      client={project?.clientName}
    />
  );
}

function ProjectHours({ projectId, title, client }: { projectId: number; title: string; client?: string | null }) {
  const everyone = useSeesEveryonesTime();
  const [search, setSearch] = useState("");
  const [invoiced, setInvoiced] = useState<InvoicedFilter | "all">("all");
  const list = usePagedList("listTimeEntries", { q: search, filters: { projectId, invoiced } });
  const { data: hours } = useEndpoint("projectHours", { query: { projectId } });
  const [editing, setEditing] = useState<Editing>(null);
  const [invoicing, setInvoicing] = useState(false);
  const [created, setCreated] = useState<InvoiceRecord | null>(null);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          hours?.scope === "own"
            ? `${client ?? ""} · Sus horas en este proyecto`
            : (client ?? "Horas registradas, su valor y el presupuesto")
        }
        actions={
          <>
            <Button component={Link} href="/projects" startIcon={<ArrowBackIcon />}>
              Proyectos
            </Button>
            <Button component={Link} href="/projects/timesheet" variant="outlined" startIcon={<ViewWeekIcon />}>
              Hoja de horas
            </Button>
            {everyone && (
              <Button variant="outlined" startIcon={<ReceiptIcon />} onClick={() => setInvoicing(true)}>
                Facturar horas
              </Button>
            )}
            <AddButton onClick={() => setEditing({})}>Registrar horas</AddButton>
          </>
        }
      />
      {created && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setCreated(null)}>
          Se creó la factura {created.invoiceNumber} en borrador con las horas.{" "}
          <MuiLink component={Link} href={recordPath("/invoices", created.id)}>
            Abrir la factura {created.invoiceNumber}
          </MuiLink>
        </Alert>
      )}
      <ProjectHoursSummary hours={hours} />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por descripción o tarea..."
        filters={
          <StatusFilter
            label="Facturación"
            value={invoiced}
            onChange={setInvoiced}
            statuses={timeInvoicedFilters}
            labels={timeInvoicedFilterLabels}
          />
        }
      >
        <TimeEntriesTable list={list} onEdit={(entry) => setEditing({ entry })} />
      </ListCard>
      <TimeEntryFormDialog
        open={editing !== null}
        projectId={projectId}
        entry={editing?.entry}
        onClose={() => setEditing(null)}
      />
      {everyone && (
        <InvoiceHoursDialog
          open={invoicing}
          source={{ projectId }}
          onCreated={setCreated}
          onClose={() => setInvoicing(false)}
        />
      )}
    </>
  );
}
