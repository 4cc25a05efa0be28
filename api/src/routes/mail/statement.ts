import { Hono } from "hono";
import { readCompanySettings } from "../../domain/company-settings";
import { CLIENT_NOT_FOUND } from "../../domain/crm/clients";
import { clientStatement } from "../../domain/crm/statement";
import { readDocumentClient } from "../../domain/documents/pdfs";
import type { AppEnv } from "../../http/context";
import { idParam } from "../../http/params";
import { pdfResponse } from "../../http/pdf";
import { issuerOf } from "../../pdf/issuer";
import { statementFileName } from "../../pdf/statement";
import { documentEmailRoutes } from "./document-email";

/** /api/clients/:id/statement: the client's statement of account, its PDF and its e-mail (api/docs/mail.md). */
export const clientStatementRoutes = new Hono<AppEnv>()
  .get("/:id/statement", async (c) => c.json(await clientStatement(c.var.deps.db, idParam(c, CLIENT_NOT_FOUND))))
  .get("/:id/statement/pdf", async (c) => {
    const { db, pdf } = c.var.deps;
    const statement = await clientStatement(db, idParam(c, CLIENT_NOT_FOUND));
    const [company, client] = await Promise.all([readCompanySettings(db), readDocumentClient(db, statement.clientId)]);
    const bytes = await pdf.render({ kind: "statement", issuer: await issuerOf(company), statement, client });
    return pdfResponse(c, statementFileName(statement), bytes);
  })
  .route("/", documentEmailRoutes("statement", CLIENT_NOT_FOUND, "/:id/statement"));
