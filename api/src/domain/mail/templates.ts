import { eq } from "drizzle-orm";
import {
  type MailTemplateInput,
  type MailTemplateKind,
  type MailTemplateRecord,
  mailTemplateKinds,
  mailTemplateLabels,
} from "../../contract/documents/mail";
import type { Db } from "../../db/client";
import { type MailTemplateRow, mailTemplates } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { COMPANY_SETTINGS_ACTIVITY } from "../company-settings";
import { DomainFailure, FieldFailure } from "../failures";
import { defaultTemplates, type MailTemplateText } from "./default-templates";
import { placeholdersOf, unknownPlaceholders } from "./placeholders";

// 'Plantillas de correo' (api/docs/mail.md, "Templates"): a stored row for each template the admin
// changed; the default in code for the others.

export const MAIL_TEMPLATE_NOT_FOUND = "Plantilla de correo no encontrada";

/** A template kind from a path: anything else is an unknown template (404). */
export function templateKindParam(raw: string): MailTemplateKind {
  const kind = mailTemplateKinds.find((each) => each === raw);
  if (!kind) throw new DomainFailure("not_found", MAIL_TEMPLATE_NOT_FOUND);
  return kind;
}

function toRecord(kind: MailTemplateKind, row: MailTemplateRow | undefined): MailTemplateRecord {
  const text = row ?? defaultTemplates[kind];
  return {
    kind,
    label: mailTemplateLabels[kind],
    subject: text.subject,
    body: text.body,
    isDefault: !row,
    placeholders: placeholdersOf(kind),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The subject and body `kind` is written from today. */
export async function readTemplate(db: Db, kind: MailTemplateKind): Promise<MailTemplateText> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.kind, kind));
  return row ?? defaultTemplates[kind];
}

/** Every template, in the contract's order. */
export async function listTemplates(db: Db): Promise<MailTemplateRecord[]> {
  const rows = await db.select().from(mailTemplates);
  return mailTemplateKinds.map((kind) =>
    toRecord(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

/** A placeholder the template's kind does not know is a 400 on its field, and nothing is stored. */
function checkPlaceholders(kind: MailTemplateKind, input: MailTemplateText) {
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(kind, input[field]);
    if (unknown.length === 0) continue;
    const allowed = placeholdersOf(kind).map((placeholder) => `{${placeholder.name}}`);
    throw new FieldFailure(
      field,
      `${unknown.length === 1 ? "Marcador desconocido" : "Marcadores desconocidos"} en esta plantilla: ${unknown
        .map((name) => `{${name}}`)
        .join(", ")}. Disponibles: ${allowed.join(", ")}`,
    );
  }
}

export async function updateTemplate(
  db: Db,
  kind: MailTemplateKind,
  input: Required<MailTemplateInput>,
  actor: Actor,
): Promise<MailTemplateRecord> {
  checkPlaceholders(kind, input);
  return db.transaction(async (tx) => {
    const values = { subject: input.subject, body: input.body, updatedBy: actor.userId, updatedAt: new Date() };
    const [row] = await tx
      .insert(mailTemplates)
      .values({ kind, ...values })
      .onConflictDoUpdate({ target: mailTemplates.kind, set: values })
      .returning();
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      ...COMPANY_SETTINGS_ACTIVITY,
      summary: `Plantilla de correo '${mailTemplateLabels[kind]}' modificada`,
    });
    return toRecord(kind, row);
  });
}

/** 'Restablecer': the stored template is deleted, and the default is answered. */
export async function resetTemplate(db: Db, kind: MailTemplateKind, actor: Actor): Promise<MailTemplateRecord> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(mailTemplates).where(eq(mailTemplates.kind, kind)).returning();
    if (deleted.length > 0) {
      await recordActivity(tx, {
        userId: actor.userId,
        action: "update",
        ...COMPANY_SETTINGS_ACTIVITY,
        summary: `Plantilla de correo '${mailTemplateLabels[kind]}' restablecida`,
      });
    }
    return toRecord(kind, undefined);
  });
}
