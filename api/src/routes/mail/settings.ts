import { Hono } from "hono";
import { endpoints } from "../../contract";
import { listEmails } from "../../domain/mail/history";
import { findMailSettings, updateMailSettings } from "../../domain/mail/settings";
import { listTemplates, resetTemplate, templateKindParam, updateTemplate } from "../../domain/mail/templates";
import { type AppEnv, actorOf } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { validate } from "../../http/validate";

/** /api/settings/mail: the reminders, the templates and 'Correos enviados', for admins (api/docs/mail.md). */
export const mailSettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await findMailSettings(c.var.deps.db, c.var.deps.env)))
  .patch("/", validate("json", endpoints.updateMailSettings.body), async (c) =>
    c.json(await updateMailSettings(c.var.deps.db, c.var.deps.env, c.req.valid("json"), actorOf(c))),
  )
  .get("/templates", async (c) => c.json(await listTemplates(c.var.deps.db)))
  .put("/templates/:kind", validate("json", endpoints.updateMailTemplate.body), async (c) =>
    c.json(
      await updateTemplate(c.var.deps.db, templateKindParam(c.req.param("kind")), c.req.valid("json"), actorOf(c)),
    ),
  )
  .delete("/templates/:kind", async (c) =>
    c.json(await resetTemplate(c.var.deps.db, templateKindParam(c.req.param("kind")), actorOf(c))),
  )
  .get("/emails", validate("query", endpoints.listEmails.query), async (c) =>
    pagedJson(c, await listEmails(c.var.deps.db, c.req.valid("query"))),
  );
