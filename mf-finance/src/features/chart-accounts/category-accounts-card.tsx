import {
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import {
  type CategoryRecord,
  type ChartAccountRecord,
  categoryAccountTypes,
  categoryKind,
  transactionTypeLabels,
} from "api/contract";
import { TableStateRows, useApiAction, useEndpoint } from "shared-ui";

const headers = ["Categoría", "Tipo", "Cuenta contable"] as const;

/** What a movement of a category without an account posts to (api/docs/ledger.md). */
const DEFAULT_ACCOUNT = "Por defecto (Otros ingresos / Otros gastos)";

const kindLabel = (category: CategoryRecord) =>
  category.type === null ? "Ingreso o gasto" : transactionTypeLabels[category.type];

/** The active accounts a category may post to, and the one it has now even if inactive. */
function accountChoices(category: CategoryRecord, accounts: readonly ChartAccountRecord[]) {
  const types = categoryAccountTypes[categoryKind(category.type)];
  return accounts.filter(
    (account) => account.id === category.accountId || (account.isActive && types.includes(account.accountType)),
  );
}

/**
 * 'Categorías de transacciones': the account of the chart each category's movements post to. A
 * change applies to movements recorded from then on; what is in the books stays as posted.
 */
export function CategoryAccountsCard({ accounts }: { accounts: readonly ChartAccountRecord[] }) {
  const { data, error, isLoading, mutate } = useEndpoint("listCategories");
  const run = useApiAction();
  const categories = data ?? [];

  const remap = (category: CategoryRecord, value: string) =>
    run({
      endpoint: "updateCategoryAccount",
      params: { id: category.id },
      body: { accountId: value === "" ? null : Number(value) },
      success: { title: "Cuenta de la categoría actualizada", description: category.name },
      failure: { description: "No se pudo cambiar la cuenta de la categoría. Inténtelo de nuevo." },
    });

  return (
    <Card component="section" aria-label="Categorías de transacciones">
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          Categorías de transacciones
        </Typography>
        <Typography variant="body2" color="text.secondary">
          La cuenta contable en la que se registra cada ingreso o gasto de la categoría. El cambio rige para los
          movimientos nuevos.
        </Typography>
      </CardContent>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {headers.map((header) => (
                <TableCell key={header}>{header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              columns={headers.length}
              isLoading={isLoading}
              error={error}
              onRetry={() => void mutate()}
              isEmpty={categories.length === 0}
              emptyMessage="No hay categorías"
            />
            {!isLoading &&
              !error &&
              categories.map((category) => (
                <TableRow key={category.id} hover data-category={category.name}>
                  <TableCell>{category.name}</TableCell>
                  <TableCell>{kindLabel(category)}</TableCell>
                  <TableCell sx={{ minWidth: 260 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={`Cuenta de ${category.name}`}
                      value={category.accountId === null ? "" : String(category.accountId)}
                      onChange={(event) => void remap(category, event.target.value)}
                    >
                      <MenuItem value="">
                        <em>{DEFAULT_ACCOUNT}</em>
                      </MenuItem>
                      {accountChoices(category, accounts).map((account) => (
                        <MenuItem key={account.id} value={String(account.id)}>
                          {account.code} {account.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
