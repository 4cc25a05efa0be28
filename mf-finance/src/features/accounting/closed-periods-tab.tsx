import LockIcon from "@mui/icons-material/Lock";
import LockOpenIcon from "@mui/icons-material/LockOpen";
import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { ClosedPeriodRecord } from "api/contract";
import { useState } from "react";
import { formatDateTime, TableStateRows, useApiAction, useConfirm, useCurrentUser, useEndpoint } from "shared-ui";
import { lastFinishedMonth, MonthPicker, monthName } from "../../common/month-picker";

const headers = ["Mes", "Cerrado el", "Cerrado por", "Acciones"] as const;

/**
 * 'Meses cerrados': the months closed, newest first. Closing a finished month (asked first) stops
 * anything dated in it from being posted, changed or reversed; only an admin may reopen one.
 */
export function ClosedPeriodsTab() {
  const { data, error, isLoading, mutate } = useEndpoint("listClosedPeriods");
  const { user } = useCurrentUser();
  const [month, setMonth] = useState(lastFinishedMonth);
  const confirm = useConfirm();
  const run = useApiAction();
  const rows = data ?? [];

  const close = async () => {
    const confirmed = await confirm({
      title: "Cerrar mes",
      message: `¿Cerrar ${monthName(month)}? Nada con fecha en él se podrá registrar, modificar, anular ni eliminar.`,
      confirmLabel: "Cerrar mes",
    });
    if (!confirmed) return;
    await run({
      endpoint: "closePeriod",
      params: { month },
      success: { title: "Mes cerrado", description: `Se cerró ${monthName(month)}.` },
      failure: { description: "No se pudo cerrar el mes. Inténtelo de nuevo." },
    });
  };

  const reopen = async (period: ClosedPeriodRecord) => {
    const confirmed = await confirm({
      title: "Reabrir mes",
      message: `¿Reabrir ${monthName(period.month)}? Se podrá registrar y modificar de nuevo lo fechado en él.`,
      confirmLabel: "Reabrir",
    });
    if (!confirmed) return;
    await run({
      endpoint: "reopenPeriod",
      params: { month: period.month },
      success: { title: "Mes reabierto" },
      failure: { description: "No se pudo reabrir el mes. Inténtelo de nuevo." },
    });
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            Cerrar un mes
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Solo un mes terminado. Las correcciones se registran en un mes abierto.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
            <MonthPicker month={month} onChange={setMonth} />
            <Button variant="contained" startIcon={<LockIcon />} onClick={() => void close()}>
              Cerrar mes
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <TableContainer>
          <Table size="small" aria-label="Meses cerrados">
            <TableHead>
              <TableRow>
                {headers.map((header) => (
                  <TableCell key={header} align={header === "Acciones" ? "right" : undefined}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRows
                columns={headers.length}
                isLoading={isLoading}
                error={error}
                onRetry={() => void mutate()}
                isEmpty={rows.length === 0}
                emptyMessage="No hay meses cerrados"
              />
              {!isLoading &&
                !error &&
                rows.map((period) => (
                  <TableRow key={period.month} hover data-month={period.month}>
                    <TableCell sx={{ textTransform: "capitalize" }}>{monthName(period.month)}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(period.closedAt)}</TableCell>
                    <TableCell>{period.closedBy ?? "-"}</TableCell>
                    <TableCell align="right">
                      {user?.role === "admin" && (
                        <Button
                          size="small"
                          startIcon={<LockOpenIcon />}
                          onClick={() => void reopen(period)}
                          aria-label={`Reabrir ${monthName(period.month)}`}
                        >
                          Reabrir
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Stack>
  );
}
