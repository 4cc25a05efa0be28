import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../../contract";
import { suppliers, transactions } from "../../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertPayable, insertSupplier } from "../../../test/debt-fixtures";
import { panamaDate } from "../../../test/fixtures";
import { parseAnswer } from "../../../test/typed-request";

const PATH = "/api/financial/suppliers";

describeEachDatabase("/api/financial/suppliers", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const tag = crypto.randomUUID().slice(0, 8);
    return { db, api, tag };
  }

  test("POST creates a supplier with its RUC and DV, payment terms 30 by default, and logs it", async () => {
    const { db, api, tag } = await setup();
    const created = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `PRV-${tag}`,
        name: "Distribuidora Istmeña",
        email: "ventas@istmena.test",
        phone: "",
        address: "Vía España, Ciudad de Panamá",
        nit: null,
        ruc: " 155587169-2-2014 ",
        dv: "9",
      },
    });
    expect(created).toEqual({
      id: expect.any(Number),
      supplierCode: `PRV-${tag}`,
      name: "Distribuidora Istmeña",
      email: "ventas@istmena.test",
      phone: null,
      address: "Vía España, Ciudad de Panamá",
      nit: null,
      ruc: "155587169-2-2014",
      dv: "09",
      paymentTerms: 30,
      isActive: true,
      personType: null,
      purchaseConcept: null,
      purchaseType: null,
      achRoutingNumber: null,
      achAccountNumber: null,
      achAccountType: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await activityFor(db, "supplier", created.id)).toEqual([
      { action: "create", summary: "Proveedor creado: Distribuidora Istmeña", userId: api.userId },
    ]);
    expect(await api.send(endpoints.getSupplier, { params: { id: created.id } })).toEqual(created);
    expect(await api.get(`${PATH}/987654`)).toEqual({ status: 404, body: { error: "Proveedor no encontrado" } });
  });

  test("natural persons' RUCs are accepted with their DV", async () => {
    const { api, tag } = await setup();
    for (const [index, [ruc, dv]] of [
      ["8-769-1080", "56"],
      ["E-8-127702", "16"],
      ["1-184-921", "49"],
    ].entries()) {
      const supplier = await api.send(endpoints.createSupplier, {
        body: { supplierCode: `N${index}-${tag}`, name: "Persona", ruc, dv },
      });
      expect(supplier).toMatchObject({ ruc, dv, paymentTerms: 30 });
    }
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no code", { supplierCode: undefined }, "supplierCode", "El código es requerido"],
    ["a blank code", { supplierCode: "  " }, "supplierCode", "El código es requerido"],
    ["no name", { name: "" }, "name", "El nombre es requerido"],
    ["a bad email", { email: "no-es-correo" }, "email", "Email inválido"],
    ["negative payment terms", { paymentTerms: -1 }, "paymentTerms", "Los términos de pago deben ser positivos"],
    ["fractional payment terms", { paymentTerms: 2.5 }, "paymentTerms", "Los términos de pago deben ser positivos"],
    ["text payment terms", { paymentTerms: "treinta" }, "paymentTerms", "Los términos de pago deben ser positivos"],
    ["a malformed RUC", { ruc: "155587169", dv: "09" }, "ruc", "RUC inválido"],
    ["a province outside 1-13", { ruc: "14-769-1080", dv: "56" }, "ruc", "RUC inválido"],
    ["a wrong DV", { ruc: "155587169-2-2014", dv: "10" }, "dv", "DV inválido"],
    ["a RUC without its DV", { ruc: "8-769-1080" }, "dv", "DV inválido"],
    ["a DV without a RUC", { dv: "56" }, "ruc", "RUC inválido"],
  ];
  for (const [title, change, field, message] of invalid) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { db, api, tag } = await setup();
      const code = `BAD-${tag}`;
      await expectIssue(await api.post(PATH, { supplierCode: code, name: "Proveedor", ...change }), field, message);
      expect(await db.select().from(suppliers).where(eq(suppliers.supplierCode, code))).toEqual([]);
    });
  }

  test("a code already in use is refused on its field", async () => {
    const { api, tag } = await setup();
    await api.send(endpoints.createSupplier, { body: { supplierCode: `DUP-${tag}`, name: "Primero" } });
    await expectIssue(
      await api.post(PATH, { supplierCode: `DUP-${tag}`, name: "Segundo" }),
      "supplierCode",
      `Ya existe un proveedor con el código DUP-${tag}`,
    );
  });

  test("GET answers every supplier newest first, searches name, code and email, filters by status and pages", async () => {
    const { db, api, tag } = await setup();
    const a = await insertSupplier(db, {
      name: `Alfa ${tag}`,
      supplierCode: `A-${tag}`,
      createdAt: new Date("2026-01-01T12:00:00Z"),
    });
    const b = await insertSupplier(db, {
      name: "Beta",
      supplierCode: `B-${tag}`,
      email: `compras-${tag}@beta.test`,
      createdAt: new Date("2026-01-02T12:00:00Z"),
    });
    const c = await insertSupplier(db, {
      name: "Gamma",
      supplierCode: `C-${tag}`,
      isActive: false,
      createdAt: new Date("2026-01-03T12:00:00Z"),
    });

    const all = await api.request("GET", PATH);
    const rows = await parseAnswer(endpoints.listSuppliers, all);
    expect(all.headers.get("X-Total-Count")).toBe(String(rows.length));
    const ours = rows.filter((row) => row.supplierCode.endsWith(tag)).map((row) => row.id);
    expect(ours).toEqual([c.id, b.id, a.id]);

    const ids = async (query: Record<string, string>) =>
      (await api.send(endpoints.listSuppliers, { query })).map((row) => row.id);
    expect(await ids({ q: `alfa ${tag}`.toUpperCase() })).toEqual([a.id]);
    expect(await ids({ q: `C-${tag}` })).toEqual([c.id]);
    expect(await ids({ q: `compras-${tag}` })).toEqual([b.id]);
    expect(await ids({ q: tag, status: "inactive" })).toEqual([c.id]);
    expect(await ids({ q: tag, status: "active" })).toEqual([b.id, a.id]);

    const page = await api.request("GET", `${PATH}?q=${tag}&limit=2&offset=1`);
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect((await parseAnswer(endpoints.listSuppliers, page)).map((row) => row.id)).toEqual([b.id, a.id]);
    await expectIssue(await api.get(`${PATH}?status=maybe`), "status", "Estado inválido");
    await expectIssue(await api.get(`${PATH}?limit=0`), "limit", "El límite debe ser un número entero entre 1 y 500");
  });

  test("stats count every supplier, average the payment terms and count those with a RUC", async () => {
    const { db, api } = await setup();
    await db.delete(suppliers);
    expect(await api.send(endpoints.supplierStats, {})).toEqual({
      total: 0,
      averagePaymentTerms: 0,
      withRuc: 0,
    });
    await insertSupplier(db, { paymentTerms: 30, ruc: "155587169-2-2014", dv: "09" });
    await insertSupplier(db, { paymentTerms: 15 });
    await insertSupplier(db, { paymentTerms: 0 });
    expect(await api.send(endpoints.supplierStats, {})).toEqual({
      total: 3,
      averagePaymentTerms: 15,
      withRuc: 1,
    });
    await insertSupplier(db, { paymentTerms: 1 });
    // (30 + 15 + 0 + 1) / 4 = 11.5
    expect((await api.send(endpoints.supplierStats, {})).averagePaymentTerms).toBe(11.5);
  });

  test("PATCH checks the RUC and DV merged with the stored ones; removing the RUC removes its DV", async () => {
    const { db, api, tag } = await setup();
    const created = await api.send(endpoints.createSupplier, {
      body: { supplierCode: `P-${tag}`, name: "Editable", ruc: "155720753-2-2022", dv: "39" },
    });
    const path = `${PATH}/${created.id}`;
    await expectIssue(await api.patch(path, { dv: "40" }), "dv", "DV inválido");
    await expectIssue(await api.patch(path, { ruc: "155664844-2-2018" }), "dv", "DV inválido");
    const update = (body: { ruc?: string; dv?: string; paymentTerms?: number; isActive?: boolean }) =>
      api.send(endpoints.updateSupplier, { params: { id: created.id }, body });
    const moved = await update({ ruc: "155664844-2-2018", dv: "64", paymentTerms: 45 });
    expect(moved).toMatchObject({ ruc: "155664844-2-2018", dv: "64", paymentTerms: 45 });
    const cleared = await update({ ruc: "" });
    expect(cleared).toMatchObject({ ruc: null, dv: null });
    await expectIssue(
      await api.patch(path, { paymentTerms: -5 }),
      "paymentTerms",
      "Los términos de pago deben ser positivos",
    );
    expect((await update({ isActive: false })).isActive).toBe(false);
    expect((await activityFor(db, "supplier", created.id)).map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "update",
      "update",
    ]);
    expect((await api.patch(`${PATH}/987654`, { name: "X" })).status).toBe(404);
  });

  test("DELETE removes a supplier without movements and logs it", async () => {
    const { db, api } = await setup();
    const supplier = await insertSupplier(db, { name: "Efímero" });
    expect((await api.del(`${PATH}/${supplier.id}`)).status).toBe(204);
    expect(await db.select().from(suppliers).where(eq(suppliers.id, supplier.id))).toEqual([]);
    expect(await activityFor(db, "supplier", supplier.id)).toEqual([
      { action: "delete", summary: "Proveedor eliminado: Efímero", userId: api.userId },
    ]);
    expect(await api.del(`${PATH}/${supplier.id}`)).toEqual({
      status: 404,
      body: { error: "Proveedor no encontrado" },
    });
    expect((await api.del(`${PATH}/abc`)).status).toBe(404);
  });

  test("DELETE is refused with 409 while payables or transactions name the supplier", async () => {
    const { db, api } = await setup();
    const withPayable = await insertSupplier(db);
    await insertPayable(db, { supplierId: withPayable.id });
    expect(await api.del(`${PATH}/${withPayable.id}`)).toEqual({
      status: 409,
      body: { error: "No se puede eliminar el proveedor porque tiene cuentas por pagar registradas." },
    });
    const withTransaction = await insertSupplier(db);
    await db.insert(transactions).values({
      transactionDate: panamaDate(0),
      transactionType: "expense",
      amount: "12.00",
      description: "Compra",
      supplierId: withTransaction.id,
    });
    expect(await api.del(`${PATH}/${withTransaction.id}`)).toEqual({
      status: 409,
      body: { error: "No se puede eliminar el proveedor porque tiene transacciones registradas." },
    });
    expect(await db.select().from(suppliers).where(eq(suppliers.id, withTransaction.id))).toHaveLength(1);
  });
});
