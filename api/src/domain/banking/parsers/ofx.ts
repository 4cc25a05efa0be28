import { parse } from "ofx-js";
import { FieldFailure } from "../../failures";
import type { ParsedStatementLine } from "../statement-lines";
import { decodeText } from "./csv";
import type { ParsedStatement } from "./statement";
import { calendarDay, readAmount, STATEMENT_FILE } from "./values";

// An OFX/QFX statement (SGML 1.x or XML 2.x), read by ofx-js. It needs no mapping: each STMTTRN
// gives its date (DTPOSTED), signed amount (TRNAMT), the bank's id (FITID), its name/memo and
// check or reference number; LEDGERBAL gives the closing balance and its day (DTASOF).

const NOT_OFX = "El archivo no es un estado de cuenta OFX válido";

type Transaction = Record<string, string | undefined>;

/** An OFX date ('20260203', '20260203120000[-5:EST]') as 'YYYY-MM-DD', or null. */
function ofxDate(value: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? "");
  if (!match) return null;
  return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** OFX has no lines to count: the n-th movement (STMTTRN) is named instead. */
const movementFailure = (n: number, why: string) => new FieldFailure(STATEMENT_FILE, `Movimiento ${n}: ${why}`);

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The text of an OFX file: its header's CHARSET 1252 means Windows-1252, else UTF-8. */
function ofxText(bytes: Uint8Array): string {
  const head = new TextDecoder("latin1").decode(bytes.slice(0, 400));
  if (/CHARSET:\s*1252/i.test(head) || /encoding="(windows-1252|iso-8859-1)"/i.test(head)) {
    return decodeText(bytes, "windows-1252");
  }
  try {
    return decodeText(bytes, "utf-8");
  } catch {
    return decodeText(bytes, "windows-1252");
  }
}

/** TRNAMT and BALAMT: signed, a point or (in some banks' files) a comma as decimal separator. */
function ofxAmount(value: string | undefined, n: number, label: string): string | null {
  const raw = (value ?? "").trim();
  try {
    return readAmount(raw, raw.includes(",") && !raw.includes(".") ? "," : ".", n, label);
  } catch {
    if (n === 0) throw new FieldFailure(STATEMENT_FILE, `El saldo «${raw}» del estado no es un monto válido`);
    throw movementFailure(n, `el ${label} «${raw}» no es un monto válido`);
  }
}

export async function parseOfx(bytes: Uint8Array): Promise<ParsedStatement> {
  const text = ofxText(bytes);
  if (!text.includes("<OFX>")) throw new FieldFailure(STATEMENT_FILE, NOT_OFX);
  // biome-ignore lint/suspicious/noExplicitAny: ofx-js answers the file's loosely typed tree.
  let tree: any;
  try {
    tree = (await parse(text)).OFX;
  } catch {
    throw new FieldFailure(STATEMENT_FILE, NOT_OFX);
  }
  const statement = tree?.BANKMSGSRSV1?.STMTTRNRS?.STMTRS ?? tree?.CREDITCARDMSGSRSV1?.CCSTMTTRNRS?.CCSTMTRS;
  if (!statement || typeof statement !== "object") throw new FieldFailure(STATEMENT_FILE, NOT_OFX);
  const transactions = list<Transaction>(statement.BANKTRANLIST?.STMTTRN);
  const lines: ParsedStatementLine[] = transactions.map((transaction, index) => {
    const line = index + 1;
    const date = ofxDate(transaction.DTPOSTED);
    if (!date) throw movementFailure(line, `la fecha «${transaction.DTPOSTED ?? ""}» no es válida`);
    const amount = ofxAmount(transaction.TRNAMT, line, "monto");
    if (amount === null) throw movementFailure(line, "no tiene monto");
    const description = [transaction.NAME, transaction.MEMO].filter(Boolean).join(" ").trim();
    const reference = transaction.CHECKNUM ?? transaction.REFNUM ?? null;
    return {
      date,
      description,
      reference: reference ? reference.trim() : null,
      amount,
      balance: null,
      bankLineId: transaction.FITID?.trim() || null,
    };
  });
  const ledger = statement.LEDGERBAL as Transaction | undefined;
  const closingBalance = ledger?.BALAMT ? ofxAmount(ledger.BALAMT, 0, "saldo") : null;
  return { lines, closingBalance, balanceDate: ofxDate(ledger?.DTASOF) };
}
