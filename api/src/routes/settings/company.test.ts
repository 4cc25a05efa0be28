import { expect, test } from "bun:test";
import { endpoints } from "../../contract";
import { readCompanySettings } from "../../domain/company-settings";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { ORIGIN } from "../../test/harness";
import { dimensionsOf, GIF_IMAGE, JPEG_START, jpegImage, paddedTo, pngImage } from "../../test/images";
import { parseAnswer } from "../../test/typed-request";

const PATH = "/api/settings/company";
const LOGO = `${PATH}/logo`;

describeEachDatabase("/api/settings/company", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const settings = () => api.send(endpoints.companySettings, {});
    const entries = () => activityFor(db, "company_settings", 1);
    /** PUT …/logo as the settings screen sends it: multipart, the file in the field `logo`. */
    const uploadLogo = (bytes: Uint8Array<ArrayBuffer>, name = "logo.png", type = "image/png") => {
      const form = new FormData();
      form.append("logo", new File([bytes], name, { type }));
      return api.app.request(LOGO, { method: "PUT", headers: { Origin: ORIGIN, Cookie: api.cookie }, body: form });
    };
    const logoResponse = () => api.app.request(LOGO, { headers: { Cookie: api.cookie } });
    /** A RUC and DV PATCH that must succeed (200), answered as the record. */
    const update = (body: { ruc: string; dv?: string }) => api.send(endpoints.updateCompanySettings, { body });
    return { db, api, settings, update, entries, uploadLogo, logoResponse };
  }

  test("GET answers the settings the migration created, without the logo's bytes", async () => {
    const { settings } = await setup();
    expect(await settings()).toEqual({
      legalName: "Istmo Software",
      tradeName: "Istmo Software",
      ruc: null,
      dv: null,
      address: null,
      phone: null,
      email: null,
      defaultItbmsRate: "7",
      paymentTermsDays: 30,
      bankName: null,
      bankAccountType: null,
      bankAccountNumber: null,
      bankAccountHolder: null,
      feEnvironment: null,
      feBranchCode: null,
      feBillingPoint: null,
      feLocationCode: null,
      feProvince: null,
      feDistrict: null,
      feCorregimiento: null,
      feCoordinates: null,
      pacProvider: null,
      feAnnulmentDays: 7,
      hasPacCredentials: false,
      feCertificate: null,
      hasLogo: false,
      logoUrl: null,
      updatedAt: expect.any(String),
    });
  });

  test("PATCH writes only what differs and logs one entry naming the changed fields", async () => {
    const { api, settings, entries } = await setup();
    const before = await entries();
    const answer = await api.send(endpoints.updateCompanySettings, {
      body: {
        legalName: "  Istmo Software, S.A. ",
        tradeName: "Istmo Software",
        ruc: " 155587169-2-2014 ",
        dv: "9",
        address: "Calle 50, Ciudad de Panamá",
        phone: "",
        email: "facturas@istmo.test",
        defaultItbmsRate: 10,
        paymentTermsDays: "45",
        bankName: "Banco General",
        bankAccountType: "Ahorros",
        bankAccountNumber: "04-12-345678-9",
        bankAccountHolder: "Istmo Software, S.A.",
      },
    });
    expect(answer).toMatchObject({
      legalName: "Istmo Software, S.A.",
      tradeName: "Istmo Software",
      ruc: "155587169-2-2014",
      dv: "09",
      address: "Calle 50, Ciudad de Panamá",
      phone: null,
      email: "facturas@istmo.test",
      defaultItbmsRate: "10",
      paymentTermsDays: 45,
      bankName: "Banco General",
      bankAccountType: "Ahorros",
      bankAccountNumber: "04-12-345678-9",
      bankAccountHolder: "Istmo Software, S.A.",
    });
    expect(await settings()).toEqual(answer);
    // tradeName and phone were sent as they were stored: not named.
    expect((await entries()).slice(before.length)).toEqual([
      {
        action: "update",
        summary:
          "Configuración de la empresa actualizada: Razón social, RUC, DV, Dirección, Email, Tasa de ITBMS por defecto, " +
          "Términos de pago (días), Banco, Tipo de cuenta, Número de cuenta, Titular de la cuenta",
        userId: api.userId,
      },
    ]);

    // The same values again (the rate as a number, stored "10.00"): nothing written, nothing logged.
    const again = await api.send(endpoints.updateCompanySettings, {
      body: { defaultItbmsRate: 10, dv: "09", legalName: "Istmo Software, S.A." },
    });
    expect(again).toEqual(answer);
    expect(await entries()).toHaveLength(before.length + 1);

    // The reader the documents use sees the new values.
    const row = await readCompanySettings(getDb());
    expect(row).toMatchObject({ legalName: "Istmo Software, S.A.", paymentTermsDays: 45, ruc: "155587169-2-2014" });
    expect(Number(row.defaultItbmsRate)).toBe(10);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no legal name", { legalName: "  " }, "legalName", "La razón social es requerida"],
    ["a null legal name", { legalName: null }, "legalName", "La razón social es requerida"],
    ["a bad email", { email: "no-es-correo" }, "email", "Email inválido"],
    ["an ITBMS rate outside 0/7/10/15", { defaultItbmsRate: 8 }, "defaultItbmsRate", "Tasa de ITBMS inválida"],
    [
      "negative payment terms",
      { paymentTermsDays: -1 },
      "paymentTermsDays",
      "Los términos de pago deben ser positivos",
    ],
    [
      "fractional payment terms",
      { paymentTermsDays: 2.5 },
      "paymentTermsDays",
      "Los términos de pago deben ser positivos",
    ],
    ["payment terms over a year", { paymentTermsDays: 366 }, "paymentTermsDays", "Máximo 365 días"],
    ["an unknown account type", { bankAccountType: "Plazo fijo" }, "bankAccountType", "Tipo de cuenta inválido"],
    ["a malformed RUC", { ruc: "155587169", dv: "09" }, "ruc", "RUC inválido"],
    ["a wrong DV", { ruc: "8-769-1080", dv: "57" }, "dv", "DV inválido"],
    ["a RUC without its DV (none stored)", { ruc: "8-769-1080", dv: "" }, "dv", "DV inválido"],
    ["a DV without a RUC", { ruc: "", dv: "56" }, "ruc", "RUC inválido"],
  ];
  for (const [title, body, field, message] of invalid) {
    test(`PATCH with ${title} is a 400 '${message}' and changes nothing`, async () => {
      const { api, settings, entries } = await setup();
      const before = await settings();
      const logged = (await entries()).length;
      await expectIssue(await api.patch(PATH, body), field, message);
      expect(await settings()).toEqual(before);
      expect(await entries()).toHaveLength(logged);
    });
  }

  test("PATCH checks the RUC and DV merged with the stored ones; removing the RUC removes its DV", async () => {
    const { api, update } = await setup();
    const set = await update({ ruc: "155720753-2-2022", dv: "39" });
    expect(set).toMatchObject({ ruc: "155720753-2-2022", dv: "39" });
    await expectIssue(await api.patch(PATH, { dv: "40" }), "dv", "DV inválido");
    await expectIssue(await api.patch(PATH, { ruc: "E-8-127702" }), "dv", "DV inválido");
    const natural = await update({ ruc: "e-8-127702", dv: "16" });
    expect(natural).toMatchObject({ ruc: "E-8-127702", dv: "16" });
    const cleared = await update({ ruc: "" });
    expect(cleared).toMatchObject({ ruc: null, dv: null });
  });

  test("an NT RUC is saved with its DV as a natural or a legal person's (the company has no person type)", async () => {
    const { api, update } = await setup();
    await expectIssue(await api.patch(PATH, { ruc: "8-NT-1-419", dv: "69" }), "dv", "DV inválido");
    const legal = await update({ ruc: "8-nt-1-419", dv: "68" });
    expect(legal).toMatchObject({ ruc: "8-NT-1-419", dv: "68" });
    const natural = await update({ ruc: "8-NT-1-24", dv: "33" });
    expect(natural).toMatchObject({ ruc: "8-NT-1-24", dv: "33" });
    await update({ ruc: "" });
  });

  test("a PNG logo is stored, served with its type, listed as hasLogo with a new URL, and logged", async () => {
    const { api, settings, entries, uploadLogo, logoResponse } = await setup();
    const logged = (await entries()).length;
    const png = pngImage(3, 2);
    const record = await parseAnswer(endpoints.replaceCompanyLogo, await uploadLogo(png));
    expect(record).toMatchObject({
      hasLogo: true,
      logoUrl: expect.stringMatching(/^\/api\/settings\/company\/logo\?v=[0-9a-f]{16}$/),
    });
    expect(await settings()).toEqual(record);

    const served = await logoResponse();
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // Stored re-encoded (company-logo.test.ts): the same picture, not the same bytes.
    expect(dimensionsOf(new Uint8Array(await served.arrayBuffer()))).toEqual({ width: 3, height: 2 });
    expect((await entries()).slice(logged)).toEqual([
      { action: "update", summary: "Logo de la empresa actualizado", userId: api.userId },
    ]);

    // A JPEG replaces it, its type read from its bytes even under a misleading name and type.
    const jpeg = await jpegImage(5, 4);
    const replaced = await parseAnswer(endpoints.replaceCompanyLogo, await uploadLogo(jpeg, "logo.gif", "image/gif"));
    expect(replaced.logoUrl).not.toBe(record.logoUrl);
    const servedJpeg = await logoResponse();
    expect(servedJpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(dimensionsOf(new Uint8Array(await servedJpeg.arrayBuffer()))).toEqual({ width: 5, height: 4 });
  });

  test("a logo of exactly 512 kB is accepted", async () => {
    const { uploadLogo } = await setup();
    // A text chunk fills the file: a chunk is 12 bytes besides its data, "Comment\0" 8 more.
    const comment = "x".repeat(512 * 1024 - pngImage().length - 12 - 8);
    const file = pngImage(2, 2, comment);
    expect(file.length).toBe(512 * 1024);
    const answer = await uploadLogo(file);
    expect(answer.status).toBe(200);
  });

  const refused: Array<[string, () => Uint8Array<ArrayBuffer>, string, string, string]> = [
    [
      "text named .png",
      () => new TextEncoder().encode("no soy una imagen"),
      "logo.png",
      "image/png",
      "El logo debe ser una imagen PNG o JPEG",
    ],
    ["a GIF", () => GIF_IMAGE, "logo.png", "image/png", "El logo debe ser una imagen PNG o JPEG"],
    ["an empty file", () => new Uint8Array(), "logo.png", "image/png", "El logo debe ser una imagen PNG o JPEG"],
    [
      "a JPEG's first bytes and nothing of an image after them",
      () => paddedTo(JPEG_START, 2048),
      "logo.jpg",
      "image/jpeg",
      "El logo debe ser una imagen PNG o JPEG",
    ],
    [
      "a PNG over 512 kB",
      () => paddedTo(pngImage(), 512 * 1024 + 1),
      "logo.png",
      "image/png",
      "El logo no puede superar 512 kB",
    ],
  ];
  for (const [title, bytes, name, type, message] of refused) {
    test(`a logo that is ${title} is a 400 '${message}'; the stored logo stays`, async () => {
      const { settings, entries, uploadLogo, logoResponse } = await setup();
      expect((await uploadLogo(pngImage(1, 1))).status).toBe(200);
      const stored = new Uint8Array(await (await logoResponse()).arrayBuffer());
      const before = await settings();
      const logged = (await entries()).length;

      await expectIssue(await uploadLogo(bytes(), name, type), "logo", message);
      expect(await settings()).toEqual(before);
      expect(new Uint8Array(await (await logoResponse()).arrayBuffer())).toEqual(stored);
      expect(await entries()).toHaveLength(logged);
    });
  }

  test("an upload without a file in `logo` is a 400 on `logo`", async () => {
    const { api, settings } = await setup();
    const before = await settings();
    const form = new FormData();
    form.append("imagen", new File([pngImage()], "logo.png", { type: "image/png" }));
    const headers = { Origin: ORIGIN, Cookie: api.cookie };
    await expectIssue(
      await api.app.request(LOGO, { method: "PUT", headers, body: form }),
      "logo",
      "Debe seleccionar un archivo de logo",
    );
    form.set("logo", "texto");
    await expectIssue(
      await api.app.request(LOGO, { method: "PUT", headers, body: form }),
      "logo",
      "Debe seleccionar un archivo de logo",
    );
    // The bytes as a raw body are not the documented upload.
    await expectIssue(
      await api.app.request(LOGO, {
        method: "PUT",
        headers: { ...headers, "Content-Type": "image/png" },
        body: pngImage(),
      }),
      "logo",
      "Debe seleccionar un archivo de logo",
    );
    await expectIssue(
      await api.app.request(LOGO, {
        method: "PUT",
        headers: { ...headers, "Content-Type": "multipart/form-data; boundary=x" },
        body: "--x\r\nroto",
      }),
      "logo",
      "Debe seleccionar un archivo de logo",
    );
    expect(await settings()).toEqual(before);
  });

  test("DELETE removes the logo and logs it; without a logo it changes nothing; GET …/logo is then 404", async () => {
    const { api, settings, entries, uploadLogo, logoResponse } = await setup();
    expect((await uploadLogo(pngImage())).status).toBe(200);
    const logged = (await entries()).length;

    const removed = await api.send(endpoints.removeCompanyLogo, {});
    expect(removed).toMatchObject({ hasLogo: false, logoUrl: null });
    expect(await settings()).toEqual(removed);
    expect((await entries()).slice(logged)).toEqual([
      { action: "update", summary: "Logo de la empresa eliminado", userId: api.userId },
    ]);
    const missing = await logoResponse();
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "La empresa no tiene logo" });

    expect(await api.send(endpoints.removeCompanyLogo, {})).toEqual(removed);
    expect(await entries()).toHaveLength(logged + 1);
  });
});
