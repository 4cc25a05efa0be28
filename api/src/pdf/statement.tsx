import { type DocumentProps, Text } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { ClientStatementRecord, StatementLineRecord } from "../contract/documents/mail";
import { amountInWords } from "../contract/values/amount-in-words";
import { panamaDateOf } from "../contract/values/dates";
import { PdfPage } from "./components/layout";
import { type PdfColumn, PdfTable } from "./components/table";
import { AmountInWordsBox, LabeledBlock } from "./components/text-blocks";
import { TotalsBlock } from "./components/totals";
import { pdfDate, pdfMoney } from "./format";
import type { PdfIssuer } from "./issuer";
import { clientLines, DOCUMENT_CURRENCY, type DocumentClient } from "./sales-document";
import { styles } from "./theme";

// A client's statement of account (GET /api/clients/{id}/statement/pdf, and the e-mail that sends
// it): its open invoices with what each still owes, and the total (api/docs/mail.md).

const money = (amount: string) => pdfMoney(amount, DOCUMENT_CURRENCY);

const columns: PdfColumn<StatementLineRecord>[] = [
  { header: "Documento", flex: 1.6, value: (line) => line.number },
  { header: "Emisión", flex: 1.1, value: (line) => pdfDate(line.issueDate) },
  { header: "Vencimiento", flex: 1.1, value: (line) => pdfDate(line.dueDate) },
  { header: "Total", flex: 1.3, align: "right", value: (line) => money(line.total) },
  { header: "Pagado", flex: 1.3, align: "right", value: (line) => money(line.paid) },
  { header: "Saldo", flex: 1.3, align: "right", value: (line) => money(line.balance) },
  {
    header: "Días vencida",
    flex: 0.9,
    align: "right",
    value: (line) => (line.daysOverdue === null ? "—" : String(line.daysOverdue)),
  },
];

/** Where to pay: the company's bank account, as the invoices print it. */
function bankLines(issuer: PdfIssuer): Array<string | null> {
  const { bank } = issuer;
  if (!bank.accountNumber) return ["Indique el número de cada factura al pagar."];
  return [
    bank.name ? `Banco: ${bank.name}` : null,
    `${bank.accountType ? `Cuenta ${bank.accountType}` : "Cuenta"} N.º ${bank.accountNumber}`,
    `A nombre de: ${bank.accountHolder ?? issuer.legalName}`,
    "Indique el número de cada factura al pagar.",
  ];
}

/** 'estado-de-cuenta-12-2026-11-20.pdf': the client's id and the day. */
export const statementFileName = (statement: Pick<ClientStatementRecord, "clientId" | "asOf">) =>
  `estado-de-cuenta-${statement.clientId}-${statement.asOf}.pdf`;

export function statementDocument(
  issuer: PdfIssuer,
  statement: ClientStatementRecord,
  client: DocumentClient | null,
  now = new Date(),
): ReactElement<DocumentProps> {
  return (
    <PdfPage
      issuer={issuer}
      title="ESTADO DE CUENTA"
      meta={[
        ["Al", pdfDate(statement.asOf)],
        ["Documentos pendientes:", String(statement.lines.length)],
      ]}
      documentTitle={`Estado de cuenta ${statement.clientName} ${statement.asOf}`}
      generatedOn={pdfDate(panamaDateOf(now))}
    >
      <LabeledBlock label="Cliente" lines={clientLines(client, statement.clientName)} />
      {statement.lines.length === 0 ? (
        <LabeledBlock label="Documentos pendientes" lines={["No hay saldos pendientes a la fecha."]} />
      ) : (
        <PdfTable columns={columns} rows={statement.lines} />
      )}
      <TotalsBlock
        lines={[
          { label: "Vencido", amount: money(statement.overdue) },
          { label: "Total adeudado", amount: money(statement.totalDue), grand: true },
        ]}
      />
      <AmountInWordsBox words={amountInWords(statement.totalDue, DOCUMENT_CURRENCY)} />
      <LabeledBlock label="Instrucciones de pago" lines={bankLines(issuer)} />
      <Text style={[styles.muted, styles.small]}>
        Saldos al {pdfDate(statement.asOf)}. Los pagos recibidos después de esa fecha no se reflejan. Montos en balboas
        (B/.), a la par con el dólar de los Estados Unidos.
      </Text>
    </PdfPage>
  );
}
