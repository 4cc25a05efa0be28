import { describe, expect, test } from "bun:test";
import { panamaWallClock } from "../contract/values/dates";
import {
  creditNote,
  exportInvoice,
  finalConsumer,
  governmentReceiver,
  sampleDocument,
  sampleItem,
} from "../test/fe-fixtures";
import { computeCufe } from "./cufe";
import type { FeDocument } from "./document";
import { FeDocumentInvalid } from "./errors";
import { buildRfe } from "./rfe";
import { productSchema, type RfeSchema, rfeSchemas, validateRfe } from "./xsd-validate";

const build = (doc: FeDocument) => buildRfe(doc, computeCufe(doc));

/** Before signing: each schema on this machine (the product's; the DGI's when its files are present) and the combined check. */
async function expectValid(xml: string) {
  expect(await validateRfe(xml, { signed: false })).toEqual({ valid: true });
}

async function errorsOf(xml: string): Promise<string[]> {
  const result = await validateRfe(xml, { signed: false });
  if (result.valid) throw new Error("se esperaba un documento inválido");
  return result.errors;
}

const manyLines = () => {
  const rates = ["0", "7", "10", "15"] as const;
  return Array.from({ length: 100 }, (_, i) =>
    sampleItem({
      description: `Línea ${i + 1}`,
      quantity: `${(i % 9) + 1}.25`,
      unitPrice: `${i + 1}.3333`,
      discountPercent: i % 3 === 0 ? "12.5" : "0",
      itbmsRate: rates[i % 4] ?? "7",
    }),
  );
};

/** Every kind of document the product writes. */
const documentKinds: Array<[string, () => FeDocument]> = [
  ["an invoice to a taxpayer", () => sampleDocument()],
  ["an export invoice to a foreigner", exportInvoice],
  ["an invoice to the government", () => sampleDocument({ receiver: governmentReceiver })],
  ["an invoice to a final consumer", () => sampleDocument({ receiver: finalConsumer })],
  ["a credit note", () => creditNote(computeCufe(sampleDocument()))],
  [
    "100 lines at every rate, with discounts and a due date",
    () => sampleDocument({ items: manyLines(), paymentMethod: "01", dueDate: "2026-12-25" }),
  ],
  [
    "a contingency",
    () =>
      sampleDocument({
        emissionType: "02",
        contingency: { startedAt: panamaWallClock("2026-11-25T09:00:00"), reason: "El PAC no respondió a tiempo" },
      }),
  ],
  [
    "a description longer than dDescProd",
    () => sampleDocument({ items: [sampleItem({ description: "Consultoría ".repeat(60).trim() })] }),
  ],
];

async function schemaErrors(schema: RfeSchema, xml: string): Promise<string> {
  const errors = await schema.errors(xml, { signed: false });
  expect(errors.length).toBeGreaterThan(0);
  return errors.join(" ");
}

// One describe per schema on this machine: the product's always, the DGI's only where its files are.
for (const schema of rfeSchemas()) {
  describe(`${schema.name}`, () => {
    test.each(documentKinds)("%s validates", async (_kind, doc) => {
      expect(await schema.errors(build(doc()), { signed: false })).toEqual([]);
    });

    test.each(["0", "7", "10", "15"] as const)("a line at an ITBMS rate of %s percent validates", async (rate) => {
      const xml = build(sampleDocument({ items: [sampleItem({ itbmsRate: rate })] }));
      expect(await schema.errors(xml, { signed: false })).toEqual([]);
    });

    test("a removed required element, a wrong code, a wrong amount, date or place are refused", async () => {
      const xml = build(sampleDocument());
      expect(await schemaErrors(schema, xml.replace(/<dNombEm>[^<]*<\/dNombEm>/, ""))).toContain("dSucEm");
      expect(await schemaErrors(schema, xml.replace(/<gTot>.*<\/gTot>/, ""))).toContain("gItem");
      const wrongRate = xml.replace("<dTasaITBMS>01</dTasaITBMS>", "<dTasaITBMS>04</dTasaITBMS>");
      expect(await schemaErrors(schema, wrongRate)).toContain("dTasaITBMS");
      const wrongDocType = xml.replace("<iDoc>01</iDoc>", "<iDoc>11</iDoc>");
      expect(await schemaErrors(schema, wrongDocType)).toContain("iDoc");
      const badAmount = xml.replace("<dTotNeto>300.00</dTotNeto>", "<dTotNeto>300</dTotNeto>");
      expect(await schemaErrors(schema, badAmount)).toContain("dTotNeto");
      const utcDate = xml.replace("2026-11-25T10:15:00-05:00", "2026-11-25T15:15:00.000Z");
      expect(await schemaErrors(schema, utcDate)).toContain("dFechaEm");
      const badPlace = xml.replace("<dCodUbi>8-8-7</dCodUbi>", "<dCodUbi>8-8</dCodUbi>");
      expect(await schemaErrors(schema, badPlace)).toContain("dCodUbi");
      const badPhone = xml.replace("<dTfnEm>264-5555</dTfnEm>", "<dTfnEm>2645555</dTfnEm>");
      expect(await schemaErrors(schema, badPhone)).toContain("dTfnEm");
      const badDv = xml.replace("<dDV>20</dDV>", "<dDV>2</dDV>");
      expect(await schemaErrors(schema, badDv)).toContain("dDV");
      const shortNumber = xml.replace("<dNroDF>0000000042</dNroDF>", "<dNroDF>42</dNroDF>");
      expect(await schemaErrors(schema, shortNumber)).toContain("dNroDF");
    });
  });
}

test("an invoice to a taxpayer validates, with the parties inside gDGen", async () => {
  const xml = build(sampleDocument());
  await expectValid(xml);
  expect(xml).toStartWith('<?xml version="1.0" encoding="UTF-8"?><rFE xmlns="http://dgi-fep.mef.gob.pa">');
  expect(xml).toMatch(/<gDGen>.*<gEmis>.*<\/gEmis><gDatRec>.*<\/gDatRec><\/gDGen><gItem>/);
  expect(xml).toContain("<iTipoRec>01</iTipoRec><gRucRec><dTipoRuc>2</dTipoRuc>");
  expect(xml).toContain(
    "<gUbiEm><dCodUbi>8-8-7</dCodUbi><dCorreg>BELLA VISTA</dCorreg><dDistr>PANAMA</dDistr><dProv>PANAMA</dProv></gUbiEm>",
  );
  expect(xml).toContain("<dFechaEm>2026-11-25T10:15:00-05:00</dFechaEm><iNatOp>01</iNatOp>");
  expect(xml).toContain(
    "<iTipoOp>1</iTipoOp><iDest>1</iDest><iFormCAFE>3</iFormCAFE><iEntCAFE>3</iEntCAFE><dEnvFE>1</dEnvFE><iProGen>1</iProGen><iTipoTranVenta>4</iTipoTranVenta>",
  );
  expect(xml).toContain(`<dId>${computeCufe(sampleDocument())}</dId>`);
});

test("an export invoice: destination abroad, gFExp, a foreign receiver with gIdExt", async () => {
  const xml = build(exportInvoice());
  await expectValid(xml);
  expect(xml).toContain("<iDoc>03</iDoc>");
  expect(xml).toContain("<iNatOp>02</iNatOp>");
  expect(xml).toContain("<iDest>2</iDest>");
  expect(xml).toContain("<gFExp><cCondEntr>EXW</cCondEntr><cMoneda>USD</cMoneda></gFExp>");
  expect(xml).toContain("<iTipoRec>04</iTipoRec><dNombRec>Example Services LLC</dNombRec>");
  expect(xml).toContain("<gIdExt><dIdExt>US-EIN-12-3456789</dIdExt></gIdExt>");
  expect(xml).toContain("<cPaisRec>US</cPaisRec>");
  expect(xml).not.toContain("<gRucRec>");
});

test("a government client carries its RUC; a final consumer does not need one", async () => {
  const government = build(sampleDocument({ receiver: governmentReceiver }));
  await expectValid(government);
  expect(government).toContain("<iTipoRec>03</iTipoRec><gRucRec><dTipoRuc>2</dTipoRuc><dRuc>8-NT-1-12345</dRuc>");
  const consumer = build(sampleDocument({ receiver: finalConsumer }));
  await expectValid(consumer);
  expect(consumer).toContain("<iTipoRec>02</iTipoRec><dNombRec>Consumidor final</dNombRec><cPaisRec>PA</cPaisRec>");
});

test("a credit note refers to the invoice by its CUFE", async () => {
  const invoiceCufe = computeCufe(sampleDocument());
  const xml = build(creditNote(invoiceCufe));
  await expectValid(xml);
  expect(xml).toContain("<iDoc>04</iDoc>");
  expect(xml).toContain(
    `<gDFRef><gRucEmDFRef><dTipoRuc>2</dTipoRuc><dRuc>2588017-1-831938</dRuc><dDV>20</dDV></gRucEmDFRef><dNombEmRef>Servicios Profesionales Ejemplo, S.A.</dNombEmRef><dFechaDFRef>2026-11-20T09:00:00-05:00</dFechaDFRef><gDFRefNum><gDFRefFE><dCUFERef>${invoiceCufe}</dCUFERef></gDFRefFE></gDFRefNum></gDFRef>`,
  );
});

test("discounts, a due date and 100 lines at every rate", () => {
  const xml = build(sampleDocument({ items: manyLines(), paymentMethod: "01", dueDate: "2026-12-25" }));
  expect(xml.match(/<gItem>/g)).toHaveLength(100);
  expect(xml).toContain("<dPrUnit>1.3333</dPrUnit><dPrUnitDesc>0.166663</dPrUnitDesc>");
  expect(xml).toContain("<iPzPag>2</iPzPag><dNroItems>100</dNroItems>");
  expect(xml).toMatch(/<gPagPlazo><dSecItem>1<\/dSecItem><dFecItPlazo>2026-12-25T00:00:00-05:00<\/dFecItPlazo>/);
});

test("one line paid at once: iPzPag 1 and no gPagPlazo", async () => {
  const xml = build(sampleDocument());
  expect(xml).toContain("<iPzPag>1</iPzPag><dNroItems>1</dNroItems>");
  expect(xml).not.toContain("gPagPlazo");
});

test("a contingency states when it began and why", async () => {
  const doc = sampleDocument({
    emissionType: "02",
    contingency: { startedAt: panamaWallClock("2026-11-25T09:00:00"), reason: "El PAC no respondió a tiempo" },
  });
  const xml = build(doc);
  await expectValid(xml);
  expect(xml).toContain("<iTpEmis>02</iTpEmis><dFechaCont>2026-11-25T09:00:00-05:00</dFechaCont>");
});

test("a description longer than dDescProd allows keeps its whole text in the line's dInfEmFE", async () => {
  const long = "Consultoría ".repeat(60).trim();
  const xml = build(sampleDocument({ items: [sampleItem({ description: long })] }));
  await expectValid(xml);
  expect(xml).toContain(`<dInfEmFE>${long}</dInfEmFE>`);
});

test("all-zero number, billing point or security code is refused (the check the patch moved to code)", async () => {
  const xml = build(sampleDocument());
  const zeros = xml
    .replace("<dNroDF>0000000042</dNroDF>", "<dNroDF>0000000000</dNroDF>")
    .replace("<dPtoFacDF>001</dPtoFacDF>", "<dPtoFacDF>000</dPtoFacDF>")
    .replace("<dSeg>123456789</dSeg>", "<dSeg>000000000</dSeg>");
  const errors = await errorsOf(zeros);
  // Said in Spanish first; the product's schema refuses them too (libxml2's English follows).
  expect(errors.slice(0, 3)).toEqual([
    "El número del documento fiscal (dNroDF) no puede ser todo ceros",
    "El punto de facturación (dPtoFacDF) no puede ser todo ceros",
    "El código de seguridad (dSeg) no puede ser todo ceros",
  ]);
  const productErrors = (await productSchema.errors(zeros, { signed: false })).join(" ");
  for (const element of ["dNroDF", "dPtoFacDF", "dSeg"]) expect(productErrors).toContain(element);
});

test("data the rFE cannot carry is refused with a Spanish message before any XML", () => {
  expect(() => build(sampleDocument({ documentType: "04" }))).toThrow(FeDocumentInvalid);
  expect(() => build(sampleDocument({ documentType: "04" }))).toThrow("requiere el CUFE");
  expect(() => build(sampleDocument({ receiver: { ...governmentReceiver, ruc: null } }))).toThrow("requiere su RUC");
  expect(() => build(sampleDocument({ emissionType: "02" }))).toThrow("contingencia");
});
