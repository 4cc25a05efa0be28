import { Hono } from "hono";
import type { EmailDocumentKind } from "../../contract";
import { endpoints } from "../../contract";
import { documentEmails } from "../../domain/mail/history";
import { emailDraft, type MailDeps, sendDocumentEmail } from "../../domain/mail/send";
import { assertDocumentExists } from "../../domain/mail/sources";
import { type AppContext, type AppEnv, actorOf, appOrigin } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

// 'Enviar por correo' of each document (api/docs/mail.md): under the document's own path, so that
// its roles are the document's (credit notes: the books').

/** Each kind's send operation: the route validates with its entry of the endpoint table. */
const sendEndpoints = {
  quote: endpoints.sendQuoteEmail,
  invoice: endpoints.sendInvoiceEmail,
  credit_note: endpoints.sendCreditNoteEmail,
  statement: endpoints.sendClientStatementEmail,
} as const;

const depsOf = (c: AppContext): MailDeps => ({
  db: c.var.deps.db,
  env: c.var.deps.env,
  pdf: c.var.deps.pdf,
  origin: appOrigin(c),
});

/** GET `${path}/email`, POST `${path}/email` and GET `${path}/emails` of `kind`, under a resource's routes. */
export function documentEmailRoutes(kind: EmailDocumentKind, notFound: string, path = "/:id") {
  return new Hono<AppEnv>()
    .get(`${path}/email`, async (c) => c.json(await emailDraft(depsOf(c), kind, idParam(c, notFound))))
    .post(`${path}/email`, validate("json", sendEndpoints[kind].body), async (c) =>
      c.json(await sendDocumentEmail(depsOf(c), kind, idParam(c, notFound), c.req.valid("json"), actorOf(c)), 201),
    )
    .get(`${path}/emails`, async (c) => {
      const { db } = c.var.deps;
      const id = idParam(c, notFound);
      await assertDocumentExists(db, kind, id);
      return c.json(await documentEmails(db, kind, id));
    });
}
