import { Box, Button, Card, CardContent, Divider, List, ListItem, Skeleton, Stack, Typography } from "@mui/material";
import { transactionStatusLabels, transactionTypeLabels } from "api/contract";
import { ErrorState, formatDate, formatMoney, StatusBadge, useEndpoint } from "shared-ui";
import { Link } from "wouter";

/** The finance home shows the last five transactions. */
export const RECENT_TRANSACTIONS = 5;

/** The newest transactions (by date, then as entered), with a link to all of them. */
export function RecentTransactions() {
  const { data, error, isLoading, mutate } = useEndpoint("listTransactions", {
    query: { limit: String(RECENT_TRANSACTIONS) },
  });
  return (
    <Card component="section" aria-labelledby="recientes-titulo" sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
          <Typography id="recientes-titulo" variant="h6" component="h2">
            Transacciones Recientes
          </Typography>
          <Button component={Link} href="/finance/transactions" size="small">
            Ver todas
          </Button>
        </Stack>
        {error && <ErrorState onRetry={() => mutate()} />}
        {isLoading && <Skeleton variant="rounded" height={160} />}
        {data && data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
            No hay transacciones registradas
          </Typography>
        )}
        {data && data.length > 0 && (
          <List aria-label="Transacciones recientes" disablePadding>
            {data.map((transaction, index) => {
              const sign =
                transaction.transactionType === "income" ? "+" : transaction.transactionType === "expense" ? "-" : "";
              return (
                <Box key={transaction.id}>
                  {index > 0 && <Divider component="li" />}
                  <ListItem disableGutters aria-label={transaction.description} sx={{ gap: 2 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                        {transaction.description}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {formatDate(transaction.transactionDate)} · {transactionTypeLabels[transaction.transactionType]}
                      </Typography>
                    </Box>
                    <Stack sx={{ alignItems: "flex-end" }} spacing={0.5}>
                      <Typography
                        variant="body2"
                        sx={{
                          fontWeight: 600,
                          color: sign === "+" ? "success.main" : sign === "-" ? "error.main" : "text.primary",
                        }}
                      >
                        {sign}
                        {formatMoney(transaction.amount, transaction.currency)}
                      </Typography>
                      <StatusBadge
                        label={transactionStatusLabels[transaction.status] ?? "Cancelado"}
                        tone={transaction.status === "completed" ? "default" : "secondary"}
                      />
                    </Stack>
                  </ListItem>
                </Box>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
