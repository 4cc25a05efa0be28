import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../contract";
import { companySettings } from "../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { ORIGIN } from "../../test/harness";
import { blankPng, dimensionsOf, jpegImage, pngImage } from "../../test/images";
import { downloadPdf, embeddedImages } from "../../test/pdf-text";

// The logo's pixels (api/docs/company-settings.md, "The logo"): an upload is checked by its
// dimensions and stored re-encoded within 600 × 600; a PDF never embeds more, whatever is stored.

const LOGO = "/api/settings/company/logo";

describeEachDatabase("the company logo's size", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const upload = (bytes: Uint8Array<ArrayBuffer>, name = "logo.png") => {
      const form = new FormData();
      form.append("logo", new File([bytes], name));
      return api.app.request(LOGO, { method: "PUT", headers: { Origin: ORIGIN, Cookie: api.cookie }, body: form });
    };
    const served = async () => {
      const response = await api.app.request(LOGO, { headers: { Cookie: api.cookie } });
      return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    /** A logo written straight into the row, as one uploaded before logos were re-encoded. */
    const storeAsBefore = (bytes: Uint8Array, mimeType: string) =>
      db.update(companySettings).set({ logo: bytes, logoMimeType: mimeType }).where(eq(companySettings.id, 1));
    const quotePdf = async () => {
      const client = await insertClient(db, { name: "Cliente del logo" });
      const quote = await api.send(endpoints.createQuote, {
        body: {
          clientId: client.id,
          title: "Cotización con logo",
          validUntil: panamaDate(15),
          lines: [{ description: "Servicio", quantity: 1, unitPrice: 100, itbmsRate: 7 }],
        },
      });
      return downloadPdf(api.request, `/api/quotes/${quote.id}/pdf`);
    };
    return { db, api, upload, served, storeAsBefore, quotePdf };
  }

  test("an 11000 × 11000 PNG (34 kB, 484 MB decoded) is a 400 and changes nothing", async () => {
    const { db, api, upload, served } = await setup();
    expect((await upload(pngImage(4, 4))).status).toBe(200);
    const before = await api.send(endpoints.companySettings, {});
    const logoBefore = (await served()).bytes;
    const logged = (await activityFor(db, "company_settings", 1)).length;

    await expectIssue(
      await upload(blankPng(11000, 11000)),
      "logo",
      "La imagen del logo es demasiado grande (máximo 40 megapíxeles)",
    );
    expect(await api.send(endpoints.companySettings, {})).toEqual(before);
    expect((await served()).bytes).toEqual(logoBefore);
    expect(await activityFor(db, "company_settings", 1)).toHaveLength(logged);
  });

  test("a 3000 × 2000 PNG is stored at 600 × 400 without its metadata, served with a sandboxing CSP", async () => {
    const { upload, served } = await setup();
    const answer = await upload(pngImage(3000, 2000, "Autor: diseñador externo"));
    expect(answer.status).toBe(200);

    const { response, bytes } = await served();
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(dimensionsOf(bytes)).toEqual({ width: 600, height: 400 });
    expect(Buffer.from(bytes).includes("Autor")).toBe(false);
    // A small logo keeps its size: nothing is enlarged.
    expect((await upload(pngImage(120, 300))).status).toBe(200);
    expect(dimensionsOf((await served()).bytes)).toEqual({ width: 120, height: 300 });
  });

  test("a 3000 × 2000 JPEG stays a JPEG, at 600 × 400, and the quote's PDF embeds that and stays small", async () => {
    const { upload, served, quotePdf } = await setup();
    const photo = await jpegImage(3000, 2000);
    expect((await upload(photo, "logo.jpg")).status).toBe(200);
    const { response, bytes } = await served();
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(dimensionsOf(bytes)).toEqual({ width: 600, height: 400 });

    const pdf = await quotePdf();
    expect(embeddedImages(pdf.bytes)).toEqual([{ width: 600, height: 400 }]);
    // The JPEG as uploaded (165 kB, embedded as it was) made this PDF 184 kB; its copy makes it 27 kB.
    expect(pdf.bytes.length).toBeLessThan(100_000);
  });

  test("a large logo stored before uploads were re-encoded is printed from a 600 px copy", async () => {
    const { storeAsBefore, served, quotePdf } = await setup();
    const photo = await jpegImage(3000, 2000);
    await storeAsBefore(photo, "image/jpeg");

    const pdf = await quotePdf();
    expect(embeddedImages(pdf.bytes)).toEqual([{ width: 600, height: 400 }]);
    expect(pdf.bytes.length).toBeLessThan(100_000);
    // The next PDF reuses the same copy; the stored logo itself is left as it was.
    expect(embeddedImages((await quotePdf()).bytes)).toEqual([{ width: 600, height: 400 }]);
    expect((await served()).bytes).toEqual(photo);
  });

  test("a stored logo over 40 megapixels is never decoded: the PDF is made without it", async () => {
    const { storeAsBefore, quotePdf } = await setup();
    await storeAsBefore(blankPng(11000, 11000), "image/png");
    const pdf = await quotePdf();
    expect(pdf.text).toContain("Cotización con logo");
    expect(embeddedImages(pdf.bytes)).toEqual([]);
  });
});
