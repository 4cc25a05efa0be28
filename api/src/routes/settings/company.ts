import { Hono } from "hono";
import { COMPANY_LOGO_FIELD, endpoints, LOGO_MISSING_MESSAGE } from "../../contract";
import {
  findCompanySettings,
  readCompanyLogo,
  removeCompanyLogo,
  replaceCompanyLogo,
  updateCompanySettings,
} from "../../domain/company-settings";
import { FieldFailure } from "../../domain/failures";
import { UPLOADED_IMAGE_POLICY } from "../../http/content-security";
import { type AppContext, type AppEnv, actorOf } from "../../http/context";
import { validate } from "../../http/validate";

/** The file of a multipart body's `logo` field; a body that is not one, or has none, is a 400 on `logo`. */
async function uploadedLogo(c: AppContext): Promise<Uint8Array> {
  let file: unknown;
  try {
    file = (await c.req.parseBody())[COMPANY_LOGO_FIELD];
  } catch {
    // A multipart body that cannot be read has no file in it either.
    file = undefined;
  }
  if (!(file instanceof File)) throw new FieldFailure(COMPANY_LOGO_FIELD, LOGO_MISSING_MESSAGE);
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * /api/settings/company (api/docs/company-settings.md): everyone reads it, only admins change it
 * (http/access.ts). The logo is a multipart upload; its type is read from its bytes.
 */
export const companySettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await findCompanySettings(c.var.deps.db)))
  .patch("/", validate("json", endpoints.updateCompanySettings.body), async (c) =>
    c.json(await updateCompanySettings(c.var.deps.db, c.req.valid("json"), actorOf(c))),
  )
  .get("/logo", async (c) => {
    const logo = await readCompanyLogo(c.var.deps.db);
    if (!logo) return c.json({ error: "La empresa no tiene logo" }, 404);
    // Revalidated on every use: the settings' logoUrl changes with each new logo anyway.
    return c.body(logo.bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": logo.mimeType,
      "Cache-Control": "private, no-cache",
      "Content-Security-Policy": UPLOADED_IMAGE_POLICY,
      "X-Content-Type-Options": "nosniff",
    });
  })
  .put("/logo", async (c) => c.json(await replaceCompanyLogo(c.var.deps.db, await uploadedLogo(c), actorOf(c))))
  .delete("/logo", async (c) => c.json(await removeCompanyLogo(c.var.deps.db, actorOf(c))));
