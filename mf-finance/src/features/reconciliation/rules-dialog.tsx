import DeleteIcon from "@mui/icons-material/Delete";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { bankRuleInput } from "api/contract";
import { type BankRuleAction, bankRuleActionLabels, bankRuleActions } from "api/contract/banking/banking";
import { type FormEvent, useState } from "react";
import { useApiAction, useEndpoint } from "shared-ui";

/**
 * 'Reglas': 'descripción contiene …' → what the line is. They only suggest: a line whose
 * description contains the text shows the rule, and 'Crear desde la línea' opens with it chosen.
 */
export function RulesDialog({
  bankAccountId,
  open,
  onClose,
}: {
  bankAccountId: number;
  open: boolean;
  onClose: () => void;
}) {
  const rules = useEndpoint(open ? "listBankRules" : null, { params: { id: bankAccountId } });
  const categories = useEndpoint(open ? "listCategories" : null);
  const suppliers = useEndpoint(open ? "listSuppliers" : null, { query: { limit: "200" } });
  const run = useApiAction();
  const [contains, setContains] = useState("");
  const [action, setAction] = useState<BankRuleAction>("bank_fee");
  const [categoryId, setCategoryId] = useState<number | "">("");
  const [supplierId, setSupplierId] = useState<number | "">("");
  const [allAccounts, setAllAccounts] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = bankRuleInput.safeParse({
      contains,
      action,
      categoryId: categoryId || null,
      supplierId: supplierId || null,
      allAccounts,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? "Revise los datos");
      return;
    }
    setProblem(null);
    const answer = await run({
      endpoint: "createBankRule",
      params: { id: bankAccountId },
      body: checked.data,
      success: { title: "Regla creada" },
      failure: { description: "No se pudo crear la regla" },
    });
    if (answer) setContains("");
  }

  const remove = (ruleId: number) =>
    void run({
      endpoint: "deleteBankRule",
      params: { id: bankAccountId, ruleId },
      success: { title: "Regla eliminada" },
      failure: { description: "No se pudo eliminar la regla" },
    });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bank-rules-title">
      <DialogTitle id="bank-rules-title">Reglas de conciliación</DialogTitle>
      <DialogContent>
        <List dense>
          {(rules.data ?? []).map((rule) => (
            <ListItem
              key={rule.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`Eliminar regla ${rule.contains}`} onClick={() => remove(rule.id)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`Descripción contiene "${rule.contains}" → ${bankRuleActionLabels[rule.action]}`}
                secondary={[
                  rule.categoryName,
                  rule.supplierName,
                  rule.bankAccountId === null ? "Todas las cuentas" : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              />
            </ListItem>
          ))}
          {rules.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              Sin reglas todavía.
            </Typography>
          )}
        </List>
        <form noValidate onSubmit={(event) => void add(event)} aria-label="Nueva regla">
          <Stack spacing={2} sx={{ mt: 2 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField
              label="Descripción contiene"
              value={contains}
              onChange={(event) => setContains(event.target.value)}
              required
            />
            <TextField
              select
              label="Acción"
              value={action}
              onChange={(event) => setAction(event.target.value as BankRuleAction)}
            >
              {bankRuleActions.map((value) => (
                <MenuItem key={value} value={value}>
                  {bankRuleActionLabels[value]}
                </MenuItem>
              ))}
            </TextField>
            {action === "supplier_payment" ? (
              <TextField
                select
                label="Proveedor"
                value={supplierId}
                onChange={(event) => setSupplierId(event.target.value === "" ? "" : Number(event.target.value))}
              >
                {(suppliers.data ?? []).map((supplier) => (
                  <MenuItem key={supplier.id} value={supplier.id}>
                    {supplier.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField
                select
                label="Categoría"
                value={categoryId}
                onChange={(event) => setCategoryId(event.target.value === "" ? "" : Number(event.target.value))}
              >
                <MenuItem value="">
                  <em>Por defecto</em>
                </MenuItem>
                {(categories.data ?? []).map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              label="Aplica a"
              value={allAccounts ? "all" : "this"}
              onChange={(event) => setAllAccounts(event.target.value === "all")}
            >
              <MenuItem value="this">Esta cuenta</MenuItem>
              <MenuItem value="all">Todas las cuentas</MenuItem>
            </TextField>
            <Button type="submit" variant="contained">
              Agregar regla
            </Button>
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
