import { formatDuration, parseDuration, type TimesheetWeekRecord, todayInPanama, weekStartOf } from "api/contract";
import { useCallback, useEffect, useState } from "react";
import { ApiError, useApiAction, useEndpoint } from "shared-ui";

/** One row of the grid as the screen edits it: the seven days as typed. */
export type GridRow = {
  key: string;
  projectId: number;
  projectName: string;
  clientName: string | null;
  task: string | null;
  /** Monday to Sunday, as typed ('1:30', '1.5', ''). */
  cells: string[];
  /** Minutes already invoiced each day: a total cannot go below them. */
  locked: number[];
};

export const rowKey = (projectId: number, task: string | null) => `${projectId}\u0000${task ?? ""}`;

const cellText = (minutes: number) => (minutes > 0 ? formatDuration(minutes) : "");

function rowsOf(week: TimesheetWeekRecord): GridRow[] {
  return week.rows.map((row) => ({
    key: rowKey(row.projectId, row.task),
    projectId: row.projectId,
    projectName: row.projectName,
    clientName: row.clientName,
    task: row.task,
    cells: row.days.map((day) => cellText(day.minutes)),
    locked: row.days.map((day) => day.lockedMinutes),
  }));
}

/** A cell's minutes, or null when it is not a duration. */
export const cellMinutes = (text: string) => parseDuration(text);

/** The server's field errors of a save ('rows.2.minutes.4') as cell keys ('2-4'), with their messages. */
function cellErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body = JSON.parse(error.body) as { issues?: Array<{ field: string; message: string }> };
    const cells: Record<string, string> = {};
    for (const issue of body.issues ?? []) {
      const match = /^rows\.(\d+)\.(?:minutes\.(\d+)|projectId)$/.exec(issue.field);
      if (match) cells[`${match[1]}-${match[2] ?? 0}`] = issue.message;
    }
    return Object.keys(cells).length > 0 ? cells : null;
  } catch {
    return null;
  }
}

/**
 * A person's week as an editable grid: read from GET /api/time-entries/week, edited locally, saved
 * whole with PUT (one transaction on the server). Edits are kept while the week is reread (a live
 * update); another week or person starts from the server's.
 */
export function useTimesheet(userId: number | null) {
  const [weekStart, setWeekStart] = useState(() => weekStartOf(todayInPanama()));
  const query = { week: weekStart, ...(userId ? { userId: String(userId) } : {}) };
  const { data, error, isLoading, mutate } = useEndpoint("timesheetWeek", { query });
  const [rows, setRows] = useState<GridRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const run = useApiAction();
  const loadedFor = data ? `${data.weekStart}|${data.userId}` : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: a reread of the same week keeps the edits
  useEffect(() => {
    if (data && !dirty) setRows(rowsOf(data));
  }, [data]);
  // Another week or person: start from what the server has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the week or person shown changes
  useEffect(() => {
    if (data) setRows(rowsOf(data));
    setDirty(false);
    setCellErrors({});
  }, [loadedFor]);

  const setCell = useCallback((rowIndex: number, day: number, text: string) => {
    setRows((current) =>
      current.map((row, index) =>
        index === rowIndex ? { ...row, cells: row.cells.map((cell, d) => (d === day ? text : cell)) } : row,
      ),
    );
    setCellErrors(({ [`${rowIndex}-${day}`]: _fixed, ...rest }) => rest);
    setDirty(true);
  }, []);

  const addRow = useCallback((row: Omit<GridRow, "key" | "cells" | "locked">) => {
    setRows((current) => [
      ...current,
      { ...row, key: rowKey(row.projectId, row.task), cells: Array(7).fill(""), locked: Array(7).fill(0) },
    ]);
    setDirty(true);
  }, []);

  const save = useCallback(async () => {
    const invalid: Record<string, string> = {};
    const body = rows.map((row, rowIndex) => ({
      projectId: row.projectId,
      task: row.task,
      minutes: row.cells.map((cell, day) => {
        const minutes = cellMinutes(cell);
        if (minutes === null) invalid[`${rowIndex}-${day}`] = "Escriba 1:30 o 1.5";
        return minutes ?? 0;
      }),
    }));
    if (Object.keys(invalid).length > 0) {
      setCellErrors(invalid);
      return;
    }
    setSaving(true);
    const saved = await run({
      endpoint: "saveTimesheetWeek",
      body: { weekStart, ...(userId ? { userId } : {}), rows: body },
      success: { title: "Semana guardada" },
      failure: { description: "No se pudo guardar la semana. Inténtelo de nuevo." },
      onError: (failure) => {
        const cells = cellErrorsOf(failure);
        if (cells) setCellErrors(cells);
        return cells !== null;
      },
    });
    setSaving(false);
    if (saved) {
      setRows(rowsOf(saved));
      setDirty(false);
      await mutate(saved, { revalidate: false });
    }
  }, [rows, run, weekStart, userId, mutate]);

  return {
    weekStart,
    setWeekStart,
    week: data,
    error,
    isLoading,
    retry: () => mutate(),
    rows,
    setCell,
    addRow,
    dirty,
    cellErrors,
    saving,
    save,
  };
}
