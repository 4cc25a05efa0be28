import { Hono } from "hono";
import {
  COMPANY_LOGO_FIELD,
  endpoints,
  FE_CERTIFICATE_FILE_FIELD,
  FE_CERTIFICATE_MISSING_MESSAGE,
  FE_CERTIFICATE_PASSWORD_FIELD,
  FE_CERTIFICATE_PASSWORD_MISSING_MESSAGE,
  LOGO_MISSING_MESSAGE,
} from "../../contract";
import {
  findCompanySettings,
  readCompanyLogo,
  removeCompanyLogo,
  replaceCompanyLogo,
  updateCompanySettings,
} from "../../domain/company-settings";
import { FieldFailure } from "../../domain/failures";
import { removeFeCertificate, replaceFeCertificate } from "../../domain/fe-certificate";
import { UPLOADED_IMAGE_POLICY } from "../../http/content-security";
import { type AppContext, type AppEnv, actorOf } from "../../http/context";
import { validate } from "../../http/validate";
import { assertCanStoreSecrets } from "../../lib/secrets";

/** A multipart body's fields; a body that is not one, or cannot be read, has none. */
async function formFields(c: AppContext): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

/** The file of a multipart body's `logo` field; a body that is not one, or has none, is a 400 on `logo`. */
async function uploadedLogo(c: AppContext): Promise<Uint8Array> {
  const file = (await formFields(c))[COMPANY_LOGO_FIELD];
  if (!(file instanceof File)) throw new FieldFailure(COMPANY_LOGO_FIELD, LOGO_MISSING_MESSAGE);
  return new Uint8Array(await file.arrayBuffer());
}

/** The .p12 in `file` and its password in `password`: each missing is a 400 on its field. */
async function uploadedCertificate(c: AppContext): Promise<{ file: Uint8Array; password: string }> {
  const fields = await formFields(c);
  const file = fields[FE_CERTIFICATE_FILE_FIELD];
  const password = fields[FE_CERTIFICATE_PASSWORD_FIELD];
  if (!(file instanceof File)) throw new FieldFailure(FE_CERTIFICATE_FILE_FIELD, FE_CERTIFICATE_MISSING_MESSAGE);
  if (typeof password !== "string" || password === "") {
    throw new FieldFailure(FE_CERTIFICATE_PASSWORD_FIELD, FE_CERTIFICATE_PASSWORD_MISSING_MESSAGE);
  }
  return { file: new Uint8Array(await file.arrayBuffer()), password };
}

/**
 * /api/settings/company (api/docs/company-settings.md): everyone reads it, only admins change it
 * (http/access.ts). The logo and the signing certificate are multipart uploads; secrets (the
 * certificate, the PAC's credentials) are stored encrypted and never answered.
 */
export const companySettingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await findCompanySettings(c.var.deps.db)))
  .patch("/", validate("json", endpoints.updateCompanySettings.body), async (c) =>
    c.json(await updateCompanySettings(c.var.deps.db, c.var.deps.env, c.req.valid("json"), actorOf(c))),
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
  .delete("/logo", async (c) => c.json(await removeCompanyLogo(c.var.deps.db, actorOf(c))))
  .put("/fe-certificate", async (c) => {
    // Without SECRET_KEY nothing can be stored: said before the upload is read.
    assertCanStoreSecrets(c.var.deps.env);
    const upload = await uploadedCertificate(c);
    return c.json(await replaceFeCertificate(c.var.deps.db, c.var.deps.env, upload, actorOf(c)));
  })
  .delete("/fe-certificate", async (c) => c.json(await removeFeCertificate(c.var.deps.db, actorOf(c))));
