import { Hono } from "hono";
import { CREDIT_NOTE_NOT_FOUND } from "../../contract";
import { findCreditNote } from "../../domain/credit-notes/records";
import { issueCreditNoteFe } from "../../domain/fe/issue-credit-note";
import { creditNoteFeXml, findCreditNoteFe } from "../../domain/fe/records";
import { type AppEnv, actorOf } from "../../http/context";
import { idParam } from "../../http/params";
import { documentEmailRoutes } from "../mail/document-email";
import { creditNotePdf } from "./pdf";

/** /api/credit-notes/:id: a credit note, its fiscal document (iDoc 04) and its CAFE (api/docs/electronic-invoicing.md). */
export const creditNotesRoutes = new Hono<AppEnv>()
  .get("/:id", async (c) => c.json(await findCreditNote(c.var.deps.db, idParam(c, CREDIT_NOTE_NOT_FOUND))))
  .post("/:id/fe", async (c) => {
    const { db, env } = c.var.deps;
    return c.json(await issueCreditNoteFe(db, env, idParam(c, CREDIT_NOTE_NOT_FOUND), actorOf(c)));
  })
  .get("/:id/fe", async (c) => c.json(await findCreditNoteFe(c.var.deps.db, idParam(c, CREDIT_NOTE_NOT_FOUND))))
  .get("/:id/fe/xml", async (c) => {
    const { xml, fileName } = await creditNoteFeXml(c.var.deps.db, idParam(c, CREDIT_NOTE_NOT_FOUND));
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  })
  .get("/:id/pdf", creditNotePdf)
  .route("/", documentEmailRoutes("credit_note", CREDIT_NOTE_NOT_FOUND));
