import { Alert, Autocomplete, MenuItem, TextField } from "@mui/material";
import {
  type CreateFromLineKind,
  createFromLineInput,
  createFromLineKindLabels,
  fromCents,
  toCents,
  type UnmatchedStatementLineRecord,
} from "api/contract";
import { type FormEvent, useEffect, useState } from "react";
import { formatDate, formatMoney, useApiAction, useDebouncedValue, useEndpoint } from "shared-ui";
import { FormDialog } from "shared-ui/forms";

const INCOMING: readonly CreateFromLineKind[] = ["receivable_payment", "interest", "income"];
const OUTGOING: readonly CreateFromLineKind[] = ["supplier_payment", "bank_fee", "expense"];
/** A debt to pay: its id, how it reads, and what it still owes. */
type Option = { id: number; label: string; balance: string };

/** What a rule proposes, as the dialog's first choice. */
function kindOf(line: UnmatchedStatementLineRecord): CreateFromLineKind {
  const action = line.rule?.action;
  if (action) return action;
  return toCents(line.amount) > 0n ? "receivable_payment" : "bank_fee";
}

/** Searches open receivables or payables on the server as the user types. */
function DebtPicker({
  kind,
  value,
  onChange,
}: {
  kind: "receivable_payment" | "supplier_payment";
  value: Option | null;
  onChange: (option: Option | null) => void;
}) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(input.trim(), 300);
  const query = { q, limit: "20", status: "open" };
  const receivables = useEndpoint(kind === "receivable_payment" ? "listReceivables" : null, { query });
  const payables = useEndpoint(kind === "supplier_payment" ? "listPayables" : null, { query });
  const options: Option[] =
    kind === "receivable_payment"
      ? (receivables.data ?? []).map((row) => ({
          id: row.id,
          label: `${row.invoiceNumber} · ${row.clientName ?? "Cliente"} · saldo ${row.balanceAmount}`,
          balance: row.balanceAmount,
        }))
      : (payables.data ?? []).map((row) => ({
          id: row.id,
          label: `${row.invoiceNumber} · ${row.supplierName ?? "Proveedor"} · saldo ${row.balanceAmount}`,
          balance: row.balanceAmount,
        }));
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={
        kind === "receivable_payment" ? "Sin cuentas por cobrar abiertas" : "Sin cuentas por pagar abiertas"
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={kind === "receivable_payment" ? "Factura que se cobra" : "Factura del proveedor"}
          required
        />
      )}
    />
  );
}

/**
 * 'Crear desde la línea': records what the line is (a receivable payment, a supplier payment, a
 * bank fee, an interest, an income or expense with its category) with the line's amount and date,
 * already matched to it. Checked with the API's own schema before it is sent.
 */
export function CreateFromLineDialog({
  bankAccountId,
  currency,
  line,
  onClose,
}: {
  bankAccountId: number;
  currency: string;
  line: UnmatchedStatementLineRecord | null;
  onClose: () => void;
}) {
  const run = useApiAction();
  const [kind, setKind] = useState<CreateFromLineKind>("bank_fee");
  const [debt, setDebt] = useState<Option | null>(null);
  const [categoryId, setCategoryId] = useState<number | "">("");
  const [withheld, setWithheld] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const categories = useEndpoint(line ? "listCategories" : null);

  useEffect(() => {
    if (!line) return;
    setKind(kindOf(line));
    setDebt(null);
    setCategoryId(line.rule?.categoryId ?? "");
    setWithheld("");
    setProblem(null);
  }, [line]);

  const incoming = line ? toCents(line.amount) > 0n : true;
  const kinds = incoming ? INCOMING : OUTGOING;
  const categoryType = kind === "income" ? "income" : "expense";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!line) return;
    const body = {
      kind,
      statementLineId: line.id,
      source: line.rule && line.rule.action === kind ? "rule" : "created",
      ...(kind === "receivable_payment" ? { receivableId: debt?.id, itbmsWithheld: withheld || null } : {}),
      ...(kind === "supplier_payment" ? { payableId: debt?.id } : {}),
      ...(["income", "expense", "bank_fee", "interest"].includes(kind) ? { categoryId: categoryId || null } : {}),
    };
    const checked = createFromLineInput.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? "Revise los datos");
      return;
    }
    setSubmitting(true);
    const answer = await run({
      endpoint: "createFromStatementLine",
      params: { id: bankAccountId },
      body: checked.data,
      success: { title: "Registrado y conciliado" },
      failure: { description: "No se pudo registrar desde la línea" },
    });
    setSubmitting(false);
    if (answer) onClose();
  }

  return (
    <FormDialog
      open={line !== null}
      title="Crear desde la línea"
      description={
        line ? `${formatDate(line.lineDate)} · ${line.description} · ${formatMoney(line.amount, currency)}` : undefined
      }
      submitLabel="Crear y conciliar"
      submittingLabel="Registrando..."
      submitting={submitting}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField
        select
        label="Qué es"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as CreateFromLineKind);
          setDebt(null);
        }}
      >
        {kinds.map((value) => (
          <MenuItem key={value} value={value}>
            {createFromLineKindLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      {(kind === "receivable_payment" || kind === "supplier_payment") && (
        <DebtPicker
          key={kind}
          kind={kind}
          value={debt}
          onChange={(option) => {
            setDebt(option);
            // A deposit short of the invoice's balance: the client withheld ITBMS; propose the gap.
            if (kind === "receivable_payment" && option && line) {
              const gap = toCents(option.balance) - toCents(line.amount);
              setWithheld(gap > 0n ? fromCents(gap) : "");
            }
          }}
        />
      )}
      {kind === "receivable_payment" && (
        <TextField
          label="ITBMS retenido por el cliente"
          helperText="Si el depósito llega corto por la retención del ITBMS"
          value={withheld}
          onChange={(event) => setWithheld(event.target.value)}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      )}
      {kind !== "receivable_payment" && kind !== "supplier_payment" && (
        <TextField
          select
          label={kind === "bank_fee" || kind === "interest" ? "Categoría (opcional)" : "Categoría"}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value === "" ? "" : Number(event.target.value))}
        >
          <MenuItem value="">
            <em>
              {kind === "bank_fee" ? "Comisiones bancarias" : kind === "interest" ? "Intereses ganados" : "Seleccione"}
            </em>
          </MenuItem>
          {(categories.data ?? [])
            .filter((category) => category.type === null || category.type === categoryType)
            .map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
        </TextField>
      )}
    </FormDialog>
  );
}
