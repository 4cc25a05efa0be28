import { sql } from "drizzle-orm";
import { MAIL_NOT_CONFIGURED, type MailSettingsRecord } from "../../contract/documents/mail";
import type { Db } from "../../db/client";
import { mailSettings } from "../../db/schema";
import type { Env } from "../../env";
import { type Actor, recordActivity } from "../activity";
import { COMPANY_SETTINGS_ACTIVITY } from "../company-settings";

// The reminders' schedule and the quotes' follow-up (api/docs/mail.md, "Reminders"), and whether
// the server can send at all (SMTP_URL and MAIL_FROM).

export type ReminderSettings = {
  remindersEnabled: boolean;
  reminderOffsets: number[];
  quoteFollowUpDays: number | null;
};

/** Until the admin saves them: reminders off, 3 days before, the day itself, 7 and 15 days after; no follow-up. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  remindersEnabled: false,
  reminderOffsets: [-3, 0, 7, 15],
  quoteFollowUpDays: null,
};

const fromRow = (row: typeof mailSettings.$inferSelect | undefined): ReminderSettings =>
  row
    ? {
        remindersEnabled: row.remindersEnabled,
        reminderOffsets: row.reminderOffsets,
        quoteFollowUpDays: row.quoteFollowUpDays,
      }
    : DEFAULT_REMINDER_SETTINGS;

export async function readReminderSettings(db: Db): Promise<ReminderSettings> {
  const [row] = await db.select().from(mailSettings);
  return fromRow(row);
}

/** MAIL_FROM as written: 'Istmo Software <facturas@istmo.pa>', or the address alone. */
export function mailFromText(env: Pick<Env, "MAIL_FROM">): string | null {
  const from = env.MAIL_FROM;
  if (!from) return null;
  return from.name ? `${from.name} <${from.address}>` : from.address;
}

export const mailConfigured = (env: Pick<Env, "SMTP_URL" | "MAIL_FROM">) => Boolean(env.SMTP_URL && env.MAIL_FROM);

function toRecord(env: Env, settings: ReminderSettings): MailSettingsRecord {
  const configured = mailConfigured(env);
  return {
    configured,
    from: mailFromText(env),
    notConfiguredMessage: configured ? null : MAIL_NOT_CONFIGURED,
    ...settings,
  };
}

export async function findMailSettings(db: Db, env: Env): Promise<MailSettingsRecord> {
  return toRecord(env, await readReminderSettings(db));
}

const labels: Record<keyof ReminderSettings, string> = {
  remindersEnabled: "recordatorios activos",
  reminderOffsets: "días de los recordatorios",
  quoteFollowUpDays: "seguimiento de cotizaciones",
};

/** Writes the changed settings (the row is created on the first change); nothing different logs nothing. */
export async function updateMailSettings(
  db: Db,
  env: Env,
  changes: Partial<ReminderSettings>,
  actor: Actor,
): Promise<MailSettingsRecord> {
  return db.transaction(async (tx) => {
    // Locks the row when it exists, so two admins saving at once apply one after the other.
    const [locked] = await tx.select().from(mailSettings).for("update");
    const current = fromRow(locked);
    const next = { ...current, ...changes };
    const changed = (Object.keys(labels) as Array<keyof ReminderSettings>).filter(
      (key) => key in changes && JSON.stringify(current[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length === 0) return toRecord(env, current);
    await tx
      .insert(mailSettings)
      .values({ id: 1, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: mailSettings.id, set: { ...next, updatedAt: sql`now()` } });
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      ...COMPANY_SETTINGS_ACTIVITY,
      summary: `Configuración de correo actualizada: ${changed.map((key) => labels[key]).join(", ")}`,
    });
    return toRecord(env, next);
  });
}
