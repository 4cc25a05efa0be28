import { stringify } from "csv-stringify/sync";
import type { AchFormat } from "../../contract/banking/banking";
import type { AchAccountType } from "../../contract/finance/supplier-ach";
import { dayMonthYear } from "../../contract/values/dates";
import { withoutAccents } from "../../contract/values/text";

// The file an ACH batch is uploaded to the bank as (api/docs/banking.md, "ACH batches").
// 'banco_general': Banco General's text layout for its commercial online banking, as far as it can
// be established from public material: one line per payment, eight fields separated by ';', no
// header, ASCII upper case without accents. 'csv': a plain CSV any bank's staff can read.

/** One payment as the file states it. */
export type AchFileLine = {
  supplierName: string;
  supplierCode: string;
  ruc: string | null;
  routingNumber: string;
  accountNumber: string;
  accountType: AchAccountType;
  amount: string;
  invoiceNumber: string;
};

/** Banco General's product codes: 03 checking ('corriente'), 04 savings ('ahorro'). */
const PRODUCT_CODES: Record<AchAccountType, string> = { checking: "03", savings: "04" };

/** Upper case A–Z, 0–9 and single spaces: accents dropped (Ñ → N), anything else a blank. */
export function achText(text: string): string {
  return withoutAccents(text)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The beneficiary's id, 1–15 characters: its RUC without dashes, or its supplier code. */
const beneficiaryId = (line: AchFileLine) =>
  achText(line.ruc ?? line.supplierCode)
    .replace(/ /g, "")
    .slice(0, 15) || achText(line.supplierCode).replace(/ /g, "").slice(0, 15);

/** The payment's text: 'REF*TXT**' + at most 70 characters + '\', 80 in all. */
const referenceText = (line: AchFileLine) => `REF*TXT**${achText(`PAGO FACTURA ${line.invoiceNumber}`).slice(0, 70)}\\`;

/** Banco General's ACH text: lines separated by CRLF, no line break after the last. */
export function bancoGeneralFile(lines: readonly AchFileLine[]): string {
  return lines
    .map((line) =>
      [
        beneficiaryId(line),
        achText(line.supplierName).slice(0, 22).trim(),
        line.routingNumber,
        line.accountNumber,
        PRODUCT_CODES[line.accountType],
        line.amount,
        "C",
        referenceText(line),
      ].join(";"),
    )
    .join("\r\n");
}

/** The generic CSV: a header, then one row per payment; the names as stored. */
export function achCsvFile(lines: readonly AchFileLine[], paymentDate: string): string {
  return stringify(
    lines.map((line) => [
      line.supplierName,
      line.ruc ?? "",
      line.routingNumber,
      line.accountNumber,
      line.accountType === "checking" ? "Corriente" : "Ahorros",
      line.amount,
      line.invoiceNumber,
      dayMonthYear(paymentDate),
    ]),
    {
      header: true,
      columns: ["Proveedor", "RUC", "Ruta", "Cuenta", "Tipo de cuenta", "Monto", "Factura", "Fecha de pago"],
    },
  );
}

export function achFile(format: AchFormat, lines: readonly AchFileLine[], paymentDate: string): string {
  return format === "csv" ? achCsvFile(lines, paymentDate) : bancoGeneralFile(lines);
}
