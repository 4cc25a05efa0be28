import { Card, Stack, Typography } from "@mui/material";
import { type JobState, jobStateLabels, jobStates } from "api/contract";
import { useState } from "react";
import { PageHeader, StatusFilter, usePagedList } from "shared-ui";
import { JobSchedulesCard } from "./job-schedules-card";
import { JobsTable } from "./jobs-table";

/** /settings/jobs 'Tareas programadas' (admins): what is scheduled, what ran, what failed, what is next. */
export function JobsPage() {
  const [state, setState] = useState<JobState | "all">("all");
  // The queue changes on its own (a job starts, fails, is retried): the live updates say so.
  const list = usePagedList("listJobs", { filters: { state } });

  return (
    <>
      <PageHeader
        title="Tareas programadas"
        subtitle="El trabajo que el sistema hace solo: lo programado, lo que se ejecutó, lo que falló y se reintenta."
      />
      <JobSchedulesCard />
      <Card>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2, alignItems: { sm: "center" } }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Ejecuciones
          </Typography>
          <StatusFilter value={state} onChange={setState} statuses={jobStates} labels={jobStateLabels} />
        </Stack>
        <JobsTable list={list} />
      </Card>
    </>
  );
}
