import { desc, getTableColumns, sql } from "drizzle-orm";
import type { ContactData, ContactRequestRecord } from "../../contract";
import type { Db } from "../../db/client";
import { type ContactRequest, clients, contactRequests } from "../../db/schema";
import { returnedRow } from "../records";

/** How many of the latest quote requests GET /api/contact lists for staff. */
export const CONTACT_LIST_LIMIT = 100;

function toContactRequestRecord(row: ContactRequest & { isClient: boolean }): ContactRequestRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    projectType: row.projectType,
    message: row.message,
    ipAddress: row.ipAddress,
    isClient: row.isClient,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest quote requests, newest first. */
export async function listContactRequests(db: Db): Promise<ContactRequestRecord[]> {
  // Compared in SQL, so the CRM need not load every client to know (clients_email_lower_idx).
  const isClient = sql<boolean>`exists (select 1 from ${clients} where lower(${clients.email}) = lower(${contactRequests.email}))`;
  const found = await db
    .select({ ...getTableColumns(contactRequests), isClient })
    .from(contactRequests)
    .orderBy(desc(contactRequests.id))
    .limit(CONTACT_LIST_LIMIT);
  return found.map(toContactRequestRecord);
}

/**
 * Stores a quote request sent from `ipAddress` and answers its id, or null when the honeypot
 * (`website`, invisible to people) was filled: a bot's request, discarded without a trace.
 */
export async function receiveContactRequest(
  db: Db,
  { website, ...request }: ContactData,
  ipAddress: string,
): Promise<number | null> {
  if (website?.trim()) return null;
  const row = await returnedRow(
    db
      .insert(contactRequests)
      .values({ ...request, ipAddress })
      .returning({ id: contactRequests.id }),
    "la solicitud",
  );
  return row.id;
}
