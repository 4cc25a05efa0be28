import { and, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type {
  EmailDocumentKind,
  EmailListQuery,
  EmailRecord,
  EmailStatus,
  MailTemplateKind,
} from "../../contract/documents/mail";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { panamaDate } from "../../db/panama-time";
import { type EmailRow, emails, users } from "../../db/schema";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";

// The record of every e-mail (api/docs/mail.md, "History"): a document's own, and 'Correos
// enviados', every send paged on the server.

/** The most sends a document's history answers; a document is never sent more often than this. */
const DOCUMENT_HISTORY_LIMIT = 100;

/** Only the job writes from these: the reminders and the quotes' follow-up. */
const automaticTemplates = new Set<string>(["reminder_before", "reminder_due", "reminder_after", "quote_follow_up"]);

const addresses = (text: string) => (text ? text.split(", ") : []);

const columns = {
  row: emails,
  firstName: users.firstName,
  email: users.email,
};

type Joined = { row: EmailRow; firstName: string | null; email: string | null };

export function toEmailRecord({ row, firstName, email }: Joined): EmailRecord {
  return {
    id: row.id,
    documentKind: row.documentKind as EmailDocumentKind,
    documentId: row.documentId,
    documentNumber: row.documentNumber,
    templateKind: row.templateKind as MailTemplateKind,
    to: addresses(row.toAddresses),
    cc: addresses(row.ccAddresses),
    subject: row.subject,
    message: row.message,
    attachments: row.attachments,
    status: row.status as EmailStatus,
    error: row.error,
    messageId: row.messageId,
    automatic: automaticTemplates.has(row.templateKind),
    userName: firstName || email || null,
    createdAt: row.createdAt.toISOString(),
  };
}

const selectJoined = (db: Db) => db.select(columns).from(emails).leftJoin(users, eq(users.id, emails.userId));

/** One send, as recorded. */
export async function findEmail(db: Db, id: number): Promise<EmailRecord> {
  const [joined] = await selectJoined(db).where(eq(emails.id, id));
  if (!joined) throw new Error(`email ${id} not found`);
  return toEmailRecord(joined);
}

/** A document's sends, newest first. */
export async function documentEmails(db: Db, kind: EmailDocumentKind, id: number): Promise<EmailRecord[]> {
  const rows = await selectJoined(db)
    .where(and(eq(emails.documentKind, kind), eq(emails.documentId, id)))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(DOCUMENT_HISTORY_LIMIT);
  return rows.map(toEmailRecord);
}

function listConditions(query: EmailListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(matchesText(query.q, emails.documentNumber, emails.toAddresses, emails.subject));
  if (query.status) conditions.push(eq(emails.status, query.status));
  if (query.documentKind) conditions.push(eq(emails.documentKind, query.documentKind));
  if (query.from) conditions.push(gte(panamaDate(emails.createdAt), query.from));
  if (query.to) conditions.push(lte(panamaDate(emails.createdAt), query.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** 'Correos enviados': the matching sends, newest first, one page; and how many match. */
export async function listEmails(db: Db, query: EmailListQuery): Promise<Page<EmailRecord>> {
  const where = listConditions(query);
  const page = withPage(
    selectJoined(db).where(where).orderBy(desc(emails.createdAt), desc(emails.id)).$dynamic(),
    query,
  );
  const { rows, total } = await pageAndTotal(query, page, () => db.select({ n: countAll }).from(emails).where(where));
  return { rows: rows.map(toEmailRecord), total };
}
