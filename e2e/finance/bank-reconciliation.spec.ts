import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import {
  apiSend,
  createBankAccount,
  createSupplier,
  createTransaction,
  panamaIsoDate,
  sameOrigin,
  signIn,
  uniqueTag,
} from "../support";

// Reconciliation of a bank account (api/docs/banking.md, "Reconciliation"): the statement comes in
// through the import API as an OFX file (no mapping needed), then the screen matches it.

/** A minimal OFX statement of the account with these lines (amount signed, dated YYYY-MM-DD). */
function ofxStatement(lines: Array<{ id: string; date: string; amount: string; name: string }>, closing: string) {
  const ofxDate = (date: string) => date.replaceAll("-", "");
  const transactions = lines
    .map(
      (line) => `<STMTTRN>
<TRNTYPE>${line.amount.startsWith("-") ? "DEBIT" : "CREDIT"}
<DTPOSTED>${ofxDate(line.date)}
<TRNAMT>${line.amount}
<FITID>${line.id}
<NAME>${line.name}
</STMTTRN>`,
    )
    .join("\n");
  const today = ofxDate(panamaIsoDate(0));
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>${today}<LANGUAGE>SPA</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>0000<ACCTID>0000<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>${today}<DTEND>${today}
${transactions}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${closing}<DTASOF>${today}</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;
}

/** Uploads the statement through the import API (multipart `file`), as the import screen does. */
async function importStatement(page: Page, bankAccountId: number, ofx: string) {
  const response = await page.request.post(`/api/financial/bank-accounts/${bankAccountId}/statements`, {
    headers: sameOrigin(page),
    multipart: { file: { name: "estado.ofx", mimeType: "application/x-ofx", buffer: Buffer.from(ofx) } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("reconciliation: accept a suggestion, create a supplier payment from a line, mark the month reconciled", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const accountNumber = `04-R${tag}`;
  const today = panamaIsoDate(0);
  const account = await createBankAccount(page, { bankName: "Banco General", accountNumber, currentBalance: "0" });
  // A deposit in the books the statement's first line will be suggested for.
  await createTransaction(page, {
    transactionDate: today,
    transactionType: "income",
    amount: "1500.00",
    description: `Depósito cliente ${tag}`,
    bankAccountId: account.id,
  });
  // A supplier's bill the second line pays.
  const supplier = await createSupplier(page, { supplierCode: `PRV-${tag}`, name: `Cableados ${tag}` });
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId: supplier.id,
      invoiceNumber: `CB-${tag}`,
      issueDate: today,
      dueDate: panamaIsoDate(30),
      totalAmount: "321.00",
      description: "Cableado de oficina",
    },
  });
  await importStatement(
    page,
    account.id,
    ofxStatement(
      [
        { id: `A${tag}`, date: today, amount: "1500.00", name: "DEPOSITO ACH CLIENTE" },
        { id: `B${tag}`, date: today, amount: "-321.00", name: `ACH CABLEADOS CB-${tag}` },
      ],
      "1179.00",
    ),
  );

  // Reached from the account's card.
  await page.goto("/finance/bank-accounts");
  await page
    .locator('[data-testid^="bank-account-"]')
    .filter({ hasText: accountNumber })
    .getByRole("link", { name: "Conciliación" })
    .click();
  await expect(page.getByRole("heading", { name: "Conciliación bancaria", level: 1 })).toBeVisible();
  const statement = page.getByTestId("statement-lines");
  const books = page.getByTestId("book-movements");
  await expect(statement.getByText("DEPOSITO ACH CLIENTE")).toBeVisible();
  await expect(books.getByText(`Depósito cliente ${tag}`)).toBeVisible();

  // The deposit's suggestion is the book deposit of the same amount: 'Aceptar' matches them.
  const deposit = statement.getByRole("row").filter({ hasText: "DEPOSITO ACH CLIENTE" });
  await expect(deposit.getByTestId("suggestion")).toContainText(`Depósito cliente ${tag}`);
  await deposit.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("Conciliado", { exact: true })).toBeVisible();
  await expect(statement.getByText("DEPOSITO ACH CLIENTE")).toBeHidden();
  await expect(books.getByText(`Depósito cliente ${tag}`)).toBeHidden();

  // The payment line becomes the supplier payment it is, created matched.
  const payment = statement.getByRole("row").filter({ hasText: `ACH CABLEADOS CB-${tag}` });
  await payment.getByRole("button", { name: "Crear desde la línea" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear desde la línea" });
  await dialog.getByRole("combobox", { name: "Qué es" }).click();
  await page.getByRole("option", { name: "Pago a proveedor" }).click();
  await dialog.getByRole("combobox", { name: "Factura del proveedor" }).fill(`CB-${tag}`);
  await page.getByRole("option", { name: new RegExp(`CB-${tag}`) }).click();
  await dialog.getByRole("button", { name: "Crear y conciliar" }).click();
  await expect(page.getByText("Registrado y conciliado")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statement.getByText("No hay líneas del estado de cuenta sin conciliar")).toBeVisible();
  const payables = await apiSend(page, endpoints.listPayables, { query: { q: `CB-${tag}` } });
  expect(payables[0]?.status).toBe("paid");

  // The month is marked reconciled with the statement's balance.
  await page.getByRole("button", { name: "Marcar mes conciliado" }).click();
  const month = page.getByRole("dialog", { name: "Marcar mes conciliado" });
  await month.getByLabel("Saldo del estado de cuenta *").fill("1179.00");
  await month.getByRole("button", { name: "Marcar conciliado" }).click();
  await expect(page.getByText(`Mes ${today.slice(0, 7)} conciliado`)).toBeVisible();
  await expect(page.getByTestId("reconciled-months")).toContainText(today.slice(0, 7));
});
