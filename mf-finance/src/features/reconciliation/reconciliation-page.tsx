import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Grid, Stack, Typography } from "@mui/material";
import { fromCents, toCents, type UnmatchedStatementLineRecord } from "api/contract";
import { useState } from "react";
import { ErrorState, formatMoney, PageHeader, useApiAction, useEndpoint } from "shared-ui";
import { Link, useLocation } from "wouter";
import { reconciliationAccountOf } from "../../common/finance-links";
import { BookMovementsPanel } from "./book-movements-panel";
import { CreateFromLineDialog } from "./create-from-line-dialog";
import { MarkMonthDialog } from "./mark-month-dialog";
import { RulesDialog } from "./rules-dialog";
import { StatementLinesPanel } from "./statement-lines-panel";

/** The signed sum of the selected amounts, exact (cents). */
const sumOf = (amounts: Iterable<string>) => fromCents([...amounts].reduce((sum, amount) => sum + toCents(amount), 0n));

/**
 * /finance/bank-accounts/{id}/reconciliation ('Conciliación'): the bank's unmatched statement lines
 * beside the account's unmatched book movements. A suggestion is accepted with one click; lines and
 * movements selected on both sides are matched ('Conciliar') once their sums agree.
 */
export function ReconciliationPage() {
  const [path] = useLocation();
  const id = reconciliationAccountOf(path) ?? 0;
  const summary = useEndpoint("getReconciliation", { params: { id } });
  const run = useApiAction();
  const [lines, setLines] = useState<Map<number, string>>(new Map());
  const [movements, setMovements] = useState<Map<number, string>>(new Map());
  const [creating, setCreating] = useState<UnmatchedStatementLineRecord | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [monthOpen, setMonthOpen] = useState(false);
  const currency = summary.data?.currency ?? "PAB";

  const toggle = (setter: typeof setLines) => (itemId: number, amount: string) =>
    setter((current) => {
      const next = new Map(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.set(itemId, amount);
      return next;
    });
  const linesSum = sumOf(lines.values());
  const movementsSum = sumOf(movements.values());
  const canMatch = lines.size > 0 && movements.size > 0 && linesSum === movementsSum;

  async function match(statementLineIds: number[], journalLineIds: number[], source: "manual" | "suggestion") {
    const answer = await run({
      endpoint: "createMatch",
      params: { id },
      body: { statementLineIds, journalLineIds, source },
      success: { title: "Conciliado" },
      failure: { description: "No se pudo conciliar" },
    });
    if (answer) {
      setLines(new Map());
      setMovements(new Map());
    }
  }

  if (summary.error) return <ErrorState onRetry={() => void summary.mutate()} />;
  return (
    <>
      <PageHeader
        title="Conciliación bancaria"
        subtitle={
          summary.data
            ? `${summary.data.accountLabel} · saldo en libros ${formatMoney(summary.data.ledgerBalance, currency)}`
            : ""
        }
        actions={
          <>
            <Button component={Link} href="/finance/bank-accounts" startIcon={<ArrowBackIcon />}>
              Cuentas
            </Button>
            <Button variant="outlined" onClick={() => setRulesOpen(true)}>
              Reglas
            </Button>
            <Button variant="contained" onClick={() => setMonthOpen(true)}>
              Marcar mes conciliado
            </Button>
          </>
        }
      />
      {summary.data && summary.data.reconciledMonths.length > 0 && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="reconciled-months">
          Meses conciliados: {summary.data.reconciledMonths.map((month) => month.month).join(", ")}
        </Alert>
      )}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: "center" } }}
        data-testid="match-bar"
      >
        <Typography variant="body2">
          Estado de cuenta: {lines.size} línea(s), {formatMoney(linesSum, currency)} · Libros: {movements.size}{" "}
          movimiento(s), {formatMoney(movementsSum, currency)}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="contained"
          disabled={!canMatch}
          onClick={() => void match([...lines.keys()], [...movements.keys()], "manual")}
        >
          Conciliar
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <StatementLinesPanel
            bankAccountId={id}
            currency={currency}
            selected={lines}
            onToggle={toggle(setLines)}
            onAccept={(line, journalLineId) => void match([line.id], [journalLineId], "suggestion")}
            onCreate={setCreating}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <BookMovementsPanel
            bankAccountId={id}
            currency={currency}
            selected={movements}
            onToggle={toggle(setMovements)}
          />
        </Grid>
      </Grid>
      <CreateFromLineDialog bankAccountId={id} currency={currency} line={creating} onClose={() => setCreating(null)} />
      <RulesDialog bankAccountId={id} open={rulesOpen} onClose={() => setRulesOpen(false)} />
      <MarkMonthDialog bankAccountId={id} open={monthOpen} onClose={() => setMonthOpen(false)} />
    </>
  );
}
