import { Alert, TextField } from "@mui/material";
import { reconciledMonthInput } from "api/contract";
import { type FormEvent, useState } from "react";
import { todayInPanama, useApiAction } from "shared-ui";
import { FormDialog } from "shared-ui/forms";

/**
 * 'Marcar mes conciliado': the month and the statement's closing balance. The API refuses while
 * statement lines of that month are unmatched, and stores the books' balance beside it.
 */
export function MarkMonthDialog({
  bankAccountId,
  open,
  onClose,
}: {
  bankAccountId: number;
  open: boolean;
  onClose: () => void;
}) {
  const run = useApiAction();
  const [month, setMonth] = useState(todayInPanama().slice(0, 7));
  const [statementBalance, setStatementBalance] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = reconciledMonthInput.safeParse({ month, statementBalance });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? "Revise los datos");
      return;
    }
    setProblem(null);
    setSubmitting(true);
    const answer = await run({
      endpoint: "markMonthReconciled",
      params: { id: bankAccountId },
      body: checked.data,
      success: { title: `Mes ${month} conciliado` },
      failure: { description: "No se pudo marcar el mes como conciliado" },
    });
    setSubmitting(false);
    if (answer) onClose();
  }

  return (
    <FormDialog
      open={open}
      title="Marcar mes conciliado"
      description="Con el saldo final del estado de cuenta del mes. Después, solo un administrador puede deshacer sus conciliaciones."
      submitLabel="Marcar conciliado"
      submitting={submitting}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField label="Mes" type="month" value={month} onChange={(event) => setMonth(event.target.value)} required />
      <TextField
        label="Saldo del estado de cuenta"
        value={statementBalance}
        onChange={(event) => setStatementBalance(event.target.value)}
        required
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
    </FormDialog>
  );
}
