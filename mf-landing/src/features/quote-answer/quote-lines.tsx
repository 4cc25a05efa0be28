import { Box, Divider, Stack, Typography } from "@mui/material";
import type { QuoteAnswerView } from "api/contract";
import { formatDollarPlain } from "shared-ui";

/** 'ITBMS 7%', or 'ITBMS 0% (exento)', as the back office's totals write them. */
const itbmsLabel = (rate: string) => (rate === "0" ? "ITBMS 0% (exento)" : `ITBMS ${rate}%`);

/** A unit price as typed, up to four decimals: '$33.335', '$1,000.00'. */
function formatUnitPrice(price: string): string {
  const [whole = "0", fraction = ""] = price.split(".");
  return fraction.length > 2 ? `${formatDollarPlain(whole).slice(0, -3)}.${fraction}` : formatDollarPlain(price);
}

function TotalRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: "tabular-nums" }}>
        {formatDollarPlain(amount)}
      </Typography>
    </Box>
  );
}

/**
 * The quote's lines as a list that reads on a phone (no wide table): each concept, its quantity,
 * price, discount and ITBMS under it, its total on the right; then the subtotal, ITBMS per rate and total.
 */
export function QuoteLines({ quote }: { quote: QuoteAnswerView }) {
  return (
    <Box component="section" aria-label="Detalle de la cotización">
      <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {quote.lines.map((line, index) => (
          <Box
            component="li"
            // Lines have no id here; their order is the document's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder on this page
            key={index}
            sx={{ py: 1.5, display: "flex", justifyContent: "space-between", gap: 2 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{line.description}</Typography>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {line.quantity} × {formatUnitPrice(line.unitPrice)}
                {line.discountPercent === "0" ? "" : ` · descuento ${line.discountPercent}%`} ·{" "}
                {itbmsLabel(line.itbmsRate)}
              </Typography>
            </Box>
            <Typography sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
              {formatDollarPlain(line.total)}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Divider sx={{ my: 1 }} />
      <Stack spacing={0.5} sx={{ ml: "auto", maxWidth: 360 }}>
        <TotalRow label="Subtotal" amount={quote.amount} />
        {quote.itbmsBreakdown.map((row) => (
          <TotalRow key={row.rate} label={itbmsLabel(row.rate)} amount={row.itbmsAmount} />
        ))}
        <TotalRow label="Total" amount={quote.total} strong />
      </Stack>
    </Box>
  );
}
