import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

// A failure at the one statement that keeps an Idempotency-Key's answer, as a crash or a lost
// connection between the write and its commit would be: a trigger refuses any update that sets
// an answer. Tests of the money POSTs use it to show the write goes back with the answer.

/** From now on, keeping any key's answer fails; the answer to undo it with. */
export async function failKeepingAnswers(db: Db): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function fail_keeping_answer() returns trigger language plpgsql as $$
               begin raise exception 'caída al guardar la respuesta'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fail_keeping_answer before update on idempotency_keys
               for each row when (new.status_code is not null) execute function fail_keeping_answer()`),
  );
  return async () => {
    await db.execute(sql.raw("drop trigger fail_keeping_answer on idempotency_keys"));
  };
}
