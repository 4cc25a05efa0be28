import AddIcon from "@mui/icons-material/Add";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import PaymentsIcon from "@mui/icons-material/Payments";
import SyncAltIcon from "@mui/icons-material/SyncAlt";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { NEW_PAYABLE_PATH, NEW_TRANSACTION_PATH, NEW_TRANSFER_PATH } from "../../common/finance-links";

// The first three open the target screen's create dialog on arrival; each reads as that
// screen's own button does.
const actions: ReadonlyArray<{ label: string; href: string; icon: ReactNode }> = [
  { label: "Nueva Transacción", href: NEW_TRANSACTION_PATH, icon: <AddIcon /> },
  { label: "Nueva Transferencia", href: NEW_TRANSFER_PATH, icon: <SyncAltIcon /> },
  { label: "Nueva cuenta por pagar", href: NEW_PAYABLE_PATH, icon: <PaymentsIcon /> },
  { label: "Calendario de Pagos", href: "/finance/calendar", icon: <CalendarMonthIcon /> },
];

/** Shortcuts to the screens where money is entered. */
export function QuickActions() {
  return (
    <Card component="section" aria-labelledby="acciones-titulo" sx={{ height: "100%" }}>
      <CardContent>
        <Typography id="acciones-titulo" variant="h6" component="h2" sx={{ mb: 2 }}>
          Acciones Rápidas
        </Typography>
        <Stack spacing={1}>
          {actions.map((action) => (
            <Button
              key={action.label}
              component={Link}
              href={action.href}
              variant="outlined"
              startIcon={action.icon}
              sx={{ justifyContent: "flex-start" }}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
