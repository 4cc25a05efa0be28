import AddIcon from "@mui/icons-material/Add";
import BlockIcon from "@mui/icons-material/Block";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import EditIcon from "@mui/icons-material/Edit";
import { Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { accountTypeLabels, type ChartAccountRecord } from "api/contract";
import { DetailList, StatusBadge } from "shared-ui";

/** The selected account's data and what can be done with it. */
export function ChartAccountDetails({
  account,
  accounts,
  onEdit,
  onAddChild,
  onToggleActive,
}: {
  account: ChartAccountRecord | undefined;
  accounts: readonly ChartAccountRecord[];
  onEdit: (account: ChartAccountRecord) => void;
  onAddChild: (account: ChartAccountRecord) => void;
  onToggleActive: (account: ChartAccountRecord) => void;
}) {
  if (!account) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            Seleccione una cuenta para ver sus datos, editarla, agregarle subcuentas o desactivarla.
          </Typography>
        </CardContent>
      </Card>
    );
  }
  const parent = accounts.find((candidate) => candidate.id === account.parentId);
  const children = accounts.filter((candidate) => candidate.parentId === account.id);
  return (
    <Card variant="outlined" aria-label={`Cuenta ${account.code}`} component="section">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {account.code} {account.name}
        </Typography>
        <DetailList
          items={[
            ["Código", account.code],
            ["Nombre", account.name],
            ["Tipo", accountTypeLabels[account.accountType]],
            ["Cuenta padre", parent ? `${parent.code} ${parent.name}` : "Ninguna"],
            ["Subcuentas", String(children.length)],
            [
              "Estado",
              <StatusBadge
                key="estado"
                label={account.isActive ? "Activa" : "Inactiva"}
                tone={account.isActive ? "success" : "secondary"}
              />,
            ],
          ]}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: "wrap", rowGap: 1 }}>
          <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => onEdit(account)}>
            Editar
          </Button>
          {account.isActive && (
            <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => onAddChild(account)}>
              Nueva Subcuenta
            </Button>
          )}
          <Button
            variant="outlined"
            size="small"
            color={account.isActive ? "error" : "success"}
            startIcon={account.isActive ? <BlockIcon /> : <CheckCircleIcon />}
            onClick={() => onToggleActive(account)}
          >
            {account.isActive ? "Desactivar" : "Activar"}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
