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

/** A movement's tags as ofx-js reads them: a tag written twice comes as an array. */
type Transaction = Record<string, string | string[] | undefined>;

/** A movement's tag (n: its number; 0: the balance) written once or absent; twice is refused, never guessed. */
function single(transaction: Transaction, tag: string, n: number): string | undefined {
  const value = transaction[tag];
  if (Array.isArray(value)) {
    if (n === 0) throw new FieldFailure(STATEMENT_FILE, `La etiqueta ${tag} del saldo aparece más de una vez`);
    throw movementFailure(n, `la etiqueta ${tag} aparece más de una vez`);
  }
  return value;
}

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
  // The bank's id is the line's identity: a second movement with the same FITID would be dropped.
  const seen = new Map<string, number>();
  const lines: ParsedStatementLine[] = transactions.map((transaction, index) => {
    const line = index + 1;
    const tag = (name: string) => single(transaction, name, line);
    const date = ofxDate(tag("DTPOSTED"));
    if (!date) throw movementFailure(line, `la fecha «${tag("DTPOSTED") ?? ""}» no es válida`);
    const amount = ofxAmount(tag("TRNAMT"), line, "monto");
    if (amount === null) throw movementFailure(line, "no tiene monto");
    const description = [tag("NAME"), tag("MEMO")].filter(Boolean).join(" ").trim();
    const reference = tag("CHECKNUM") ?? tag("REFNUM") ?? null;
    const bankLineId = tag("FITID")?.trim() || null;
    if (bankLineId) {
      const earlier = seen.get(bankLineId);
      if (earlier !== undefined)
        throw movementFailure(line, `su FITID ${bankLineId} ya es el del movimiento ${earlier}`);
      seen.set(bankLineId, line);
    }
    return { date, description, reference: reference ? reference.trim() : null, amount, balance: null, bankLineId };
  });
  const ledger = (statement.LEDGERBAL ?? {}) as Transaction;
  const balance = single(ledger, "BALAMT", 0);
  const closingBalance = balance ? ofxAmount(balance, 0, "saldo") : null;
  return { lines, closingBalance, balanceDate: ofxDate(single(ledger, "DTASOF", 0)) };
}
