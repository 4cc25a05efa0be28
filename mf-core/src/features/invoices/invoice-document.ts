import { type ClientRecord, type InvoiceRecord, invoiceStatusLabels } from "api/contract";
import { formatDate, formatDollarPlain } from "shared-ui";
import { itbmsRateLabel } from "../../common/itbms";

// 'Descargar' saves the invoice as a self-contained, printable HTML file (Spanish, A4 layout,
// an 'Imprimir' button that print media hides). The issuer's details are placeholders until
// the company's fiscal data is configured.
export const ISSUER = {
  name: "Istmo Software",
  ruc: "RUC: 0000000-0-000000 DV 00",
  address: "Ciudad de Panamá, República de Panamá",
};

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string | null | undefined) => (text ?? "").replace(/[&<>"']/g, (c) => escapes[c] ?? c);
const multiline = (text: string | null | undefined) => escapeHtml(text).replace(/\n/g, "<br>");

const styles = `
  *{box-sizing:border-box} body{font-family:Arial,Helvetica,sans-serif;color:#1f2937;margin:0;padding:32px;background:#f3f4f6}
  .sheet{max-width:800px;margin:0 auto;background:#fff;padding:40px;border-radius:8px}
  header{display:flex;justify-content:space-between;gap:24px;border-bottom:2px solid #1e3a8a;padding-bottom:16px}
  h1{margin:0;color:#1e3a8a;font-size:26px} h2{margin:0;font-size:22px;text-align:right}
  .muted{color:#6b7280;font-size:13px;margin:2px 0} .meta{text-align:right;font-size:14px}
  .meta p,.client p{margin:3px 0} .client{margin:24px 0}
  .label{font-size:12px;text-transform:uppercase;letter-spacing:.05em;color:#6b7280;margin-bottom:6px}
  table{width:100%;border-collapse:collapse;margin-top:8px} th{background:#eef2ff;text-align:left;font-size:13px}
  th,td{padding:10px;border-bottom:1px solid #e5e7eb;vertical-align:top} .num{text-align:right;white-space:nowrap}
  .totals{margin-left:auto;margin-top:16px;width:320px} .totals td{border:none;padding:6px 10px}
  .totals .grand td{border-top:2px solid #1e3a8a;font-weight:bold;font-size:16px}
  footer{margin-top:40px;font-size:12px;color:#6b7280;text-align:center}
  .print{display:block;margin:0 auto 16px;padding:8px 20px;font-size:14px;cursor:pointer}
  @media print{body{background:#fff;padding:0}.sheet{padding:0}.print{display:none}}
`;

/** The invoice as a complete HTML document. */
export function invoiceHtml(invoice: InvoiceRecord, clientName: string, client?: ClientRecord): string {
  const rate = itbmsRateLabel(invoice.itbmsRate);
  const clientLines = [
    client?.company && client.name !== client.company ? `Atención: ${client.name}` : null,
    client?.address ?? null,
    client?.email ? `Email: ${client.email}` : null,
    client?.phone ? `Teléfono: ${client.phone}` : null,
  ].filter((line): line is string => Boolean(line));
  const line = invoice.title
    ? `<strong>${escapeHtml(invoice.title)}</strong><br>${multiline(invoice.description)}`
    : multiline(invoice.description);
  const balance = invoice.receivable
    ? `<tr><td>Saldo pendiente</td><td class="num">${formatDollarPlain(invoice.receivable.balanceAmount)}</td></tr>`
    : "";

  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Factura ${escapeHtml(invoice.invoiceNumber)} - ${escapeHtml(ISSUER.name)}</title>
<style>${styles}</style>
</head>
<body>
<button class="print" type="button" onclick="window.print()">Imprimir</button>
<main class="sheet">
  <header>
    <div>
      <h1>${escapeHtml(ISSUER.name)}</h1>
      <p class="muted">${escapeHtml(ISSUER.ruc)}</p>
      <p class="muted">${escapeHtml(ISSUER.address)}</p>
    </div>
    <div class="meta">
      <h2>FACTURA</h2>
      <p><strong>N.º ${escapeHtml(invoice.invoiceNumber)}</strong></p>
      <p>Fecha de emisión: ${formatDate(invoice.issueDate)}</p>
      <p>Fecha de vencimiento: ${formatDate(invoice.dueDate)}</p>
      <p>Estado: ${escapeHtml(invoiceStatusLabels[invoice.status] ?? invoice.status)}</p>
    </div>
  </header>
  <section class="client">
    <div class="label">Facturar a</div>
    <p><strong>${escapeHtml(clientName)}</strong></p>
    ${clientLines.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n    ")}
  </section>
  <table>
    <thead><tr><th>Descripción</th><th class="num">Cantidad</th><th class="num">Precio unitario</th><th class="num">Importe</th></tr></thead>
    <tbody><tr><td>${line}</td><td class="num">1</td><td class="num">${formatDollarPlain(invoice.amount)}</td><td class="num">${formatDollarPlain(invoice.amount)}</td></tr></tbody>
  </table>
  <table class="totals">
    <tr><td>Subtotal</td><td class="num">${formatDollarPlain(invoice.amount)}</td></tr>
    <tr><td>ITBMS (${escapeHtml(rate)})</td><td class="num">${formatDollarPlain(invoice.itbmsAmount)}</td></tr>
    <tr class="grand"><td>Total</td><td class="num">${formatDollarPlain(invoice.total)}</td></tr>
    ${balance}
  </table>
  <footer>Gracias por su preferencia. Montos en dólares estadounidenses (USD), equivalentes a balboas (PAB).</footer>
</main>
</body>
</html>
`;
}

/** Saves the invoice as 'FAC-2026-0001.html'. */
export function downloadInvoice(invoice: InvoiceRecord, clientName: string, client?: ClientRecord): void {
  const blob = new Blob([invoiceHtml(invoice, clientName, client)], { type: "text/html;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${invoice.invoiceNumber}.html`;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
