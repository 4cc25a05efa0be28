import { expect, test } from "bun:test";
import { endpoints } from "../../../contract";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";

// The Informe 43 fields of suppliers and payables: stored, answered, refused when not a code.

const SUPPLIERS = "/api/financial/suppliers";
const PAYABLES = "/api/financial/accounts-payable";

describeEachDatabase("Informe 43 fields of suppliers and payables", (getDb) => {
  async function setup() {
    const api = await signedInApi(getDb());
    const tag = crypto.randomUUID().slice(0, 8);
    return { api, tag };
  }

  test("a supplier is created with its person type, concept and purchase type, and a PATCH changes or clears them", async () => {
    const { api, tag } = await setup();
    const created = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `F43-${tag}`,
        name: "Servicios Técnicos",
        personType: "J",
        purchaseConcept: "3",
        purchaseType: "1",
      },
    });
    expect(created).toMatchObject({ personType: "J", purchaseConcept: "3", purchaseType: "1" });
    const patched = await api.send(endpoints.updateSupplier, {
      params: { id: created.id },
      body: { personType: "E", purchaseConcept: "", purchaseType: 2 },
    });
    expect(patched).toMatchObject({ personType: "E", purchaseConcept: null, purchaseType: "2" });
    expect(await api.send(endpoints.getSupplier, { params: { id: created.id } })).toEqual(patched);
    // Not sent: unstated, as before this report existed.
    const plain = await api.send(endpoints.createSupplier, {
      body: { supplierCode: `F43B-${tag}`, name: "Sin datos" },
    });
    expect(plain).toMatchObject({ personType: null, purchaseConcept: null, purchaseType: null });
  });

  test("a supplier's codes outside the DGI's lists are refused in Spanish and nothing changes", async () => {
    const { api, tag } = await setup();
    const before = await api.count(SUPPLIERS);
    const body = { supplierCode: `F43X-${tag}`, name: "Mal codificado" };
    await expectIssue(
      await api.post(SUPPLIERS, { ...body, personType: "X" }),
      "personType",
      "Tipo de persona inválido",
    );
    await expectIssue(
      await api.post(SUPPLIERS, { ...body, purchaseConcept: "8" }),
      "purchaseConcept",
      "Concepto inválido",
    );
    await expectIssue(
      await api.post(SUPPLIERS, { ...body, purchaseType: "3" }),
      "purchaseType",
      "Tipo de compra inválido",
    );
    expect(await api.count(SUPPLIERS)).toBe(before);
    const supplier = await api.send(endpoints.createSupplier, { body: { ...body, personType: "N" } });
    await expectIssue(
      await api.patch(`${SUPPLIERS}/${supplier.id}`, { personType: "j" }),
      "personType",
      "Tipo de persona inválido",
    );
    expect((await api.send(endpoints.getSupplier, { params: { id: supplier.id } })).personType).toBe("N");
  });

  test("a payable states its own concept and purchase type, or leaves them to its supplier", async () => {
    const { api, tag } = await setup();
    const supplier = await api.send(endpoints.createSupplier, {
      body: { supplierCode: `F43P-${tag}`, name: "Importadora" },
    });
    const base = { supplierId: supplier.id, dueDate: "2032-12-31", totalAmount: "100.00", description: "Compra" };
    const own = await api.send(endpoints.createPayable, {
      body: {
        ...base,
        invoiceNumber: `I-${tag}`,
        purchaseConcept: "6",
        purchaseType: "2",
      },
    });
    expect(own).toMatchObject({ purchaseConcept: "6", purchaseType: "2" });
    expect(await api.send(endpoints.getPayable, { params: { id: own.id } })).toEqual(own);
    const inherited = await api.send(endpoints.createPayable, {
      body: {
        ...base,
        invoiceNumber: `L-${tag}`,
        purchaseConcept: "",
        purchaseType: "",
      },
    });
    expect(inherited).toMatchObject({ purchaseConcept: null, purchaseType: null });
    const before = await api.count(PAYABLES);
    await expectIssue(
      await api.post(PAYABLES, { ...base, invoiceNumber: `X-${tag}`, purchaseConcept: "0" }),
      "purchaseConcept",
      "Concepto inválido",
    );
    await expectIssue(
      await api.post(PAYABLES, { ...base, invoiceNumber: `Y-${tag}`, purchaseType: "importación" }),
      "purchaseType",
      "Tipo de compra inválido",
    );
    expect(await api.count(PAYABLES)).toBe(before);
  });
});
