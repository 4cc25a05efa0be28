import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../../contract";
import { suppliers } from "../../../db/schema";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";

// A supplier's tax id by its person type (api/docs/finance-debts.md, "RUC and DV"): an NT RUC's DV
// follows the natural or legal layout, and a foreign supplier's (E) id is kept with no DV.

const PATH = "/api/financial/suppliers";

describeEachDatabase("/api/financial/suppliers tax id", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const stored = async (code: string) => db.select().from(suppliers).where(eq(suppliers.supplierCode, code));
    return { api, tag, stored };
  }

  test("an NT RUC is saved with the DV of its holder's layout, or either when the person type is not stated", async () => {
    const { api, tag } = await setup();
    const cases: Array<[string, string, string, string | null]> = [
      ["N", "8-NT-1-24", "33", "N"],
      ["J", "8-NT-1-419", "68", "J"],
      ["X1", "8-nt-1-419", "27", null],
      ["X2", "8-NT-1-123456", "52", null],
    ];
    for (const [code, ruc, dv, personType] of cases) {
      const supplier = await api.send(endpoints.createSupplier, {
        body: { supplierCode: `NT${code}-${tag}`, name: "Titular NT", ruc, dv, personType: personType ?? "" },
      });
      expect(supplier).toMatchObject({ ruc: ruc.toUpperCase(), dv, personType });
    }
  });

  test("an NT with the other layout's DV is 'DV inválido' and nothing is stored", async () => {
    const { api, tag, stored } = await setup();
    const code = `NTBAD-${tag}`;
    // 74 is 8-NT-1-24's DV as a legal person's; a natural person's is 33.
    const body = { supplierCode: code, name: "Titular NT", ruc: "8-NT-1-24", dv: "74" };
    await expectIssue(await api.post(PATH, { ...body, personType: "N" }), "dv", "DV inválido");
    await expectIssue(
      await api.post(PATH, { ...body, ruc: "8-NT-1-419", dv: "27", personType: "J" }),
      "dv",
      "DV inválido",
    );
    await expectIssue(await api.post(PATH, { ...body, dv: "75" }), "dv", "DV inválido");
    await expectIssue(await api.post(PATH, { ...body, ruc: "8-NT-1234-24" }), "ruc", "RUC inválido");
    expect(await stored(code)).toEqual([]);
  });

  test("PATCH: a new person type must fit the stored NT's DV", async () => {
    const { api, tag } = await setup();
    const created = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `NTP-${tag}`,
        name: "Titular NT",
        ruc: "8-NT-1-419",
        dv: "68",
      },
    });
    const path = `${PATH}/${created.id}`;
    await expectIssue(await api.patch(path, { personType: "N" }), "dv", "DV inválido");
    expect(await api.send(endpoints.getSupplier, { params: { id: created.id } })).toEqual(created);
    const legal = await api.send(endpoints.updateSupplier, { params: { id: created.id }, body: { personType: "J" } });
    expect(legal).toMatchObject({ ruc: "8-NT-1-419", dv: "68", personType: "J" });
    const natural = await api.send(endpoints.updateSupplier, {
      params: { id: created.id },
      body: { personType: "N", dv: "27" },
    });
    expect(natural).toMatchObject({ ruc: "8-NT-1-419", dv: "27", personType: "N" });
  });

  test("a foreign supplier (E) stores its own country's tax id as typed, with no DV", async () => {
    const { api, tag, stored } = await setup();
    const aws = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `AWS-${tag}`,
        name: "Amazon Web Services, Inc.",
        ruc: " 91-1646860 ",
        personType: "E",
        purchaseConcept: "6",
        purchaseType: "2",
      },
    });
    expect(aws).toMatchObject({ ruc: "91-1646860", dv: null, personType: "E" });
    // Blanks and case are the id's own; a DV sent is not kept, since the id has none.
    const vat = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `VAT-${tag}`,
        name: "Contractor Ltd",
        ruc: "gb 123 4567 89",
        dv: "12",
        personType: "E",
      },
    });
    expect(vat).toMatchObject({ ruc: "gb 123 4567 89", dv: null });
    const long = `LONG-${tag}`;
    await expectIssue(
      await api.post(PATH, { supplierCode: long, name: "Largo", ruc: "X".repeat(41), personType: "E" }),
      "ruc",
      "Máximo 40 caracteres",
    );
    expect(await stored(long)).toEqual([]);
  });

  test("PATCH: a foreign id is no RUC once the supplier is not foreign; becoming foreign drops the DV", async () => {
    const { api, tag } = await setup();
    const foreign = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `EXT-${tag}`,
        name: "GitHub, Inc.",
        ruc: "26-4011389",
        personType: "E",
      },
    });
    const path = `${PATH}/${foreign.id}`;
    await expectIssue(await api.patch(path, { personType: "J" }), "ruc", "RUC inválido");
    await expectIssue(await api.patch(path, { personType: "" }), "ruc", "RUC inválido");
    expect(await api.send(endpoints.getSupplier, { params: { id: foreign.id } })).toEqual(foreign);
    const renamed = await api.send(endpoints.updateSupplier, {
      params: { id: foreign.id },
      body: { ruc: "26-4011389 US" },
    });
    expect(renamed).toMatchObject({ ruc: "26-4011389 US", dv: null, personType: "E" });

    const local = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: `LOC-${tag}`,
        name: "Distribuidora",
        ruc: "155587169-2-2014",
        dv: "09",
        personType: "J",
      },
    });
    const moved = await api.send(endpoints.updateSupplier, { params: { id: local.id }, body: { personType: "E" } });
    expect(moved).toMatchObject({ ruc: "155587169-2-2014", dv: null, personType: "E" });
    // Back to a legal person: its RUC needs its DV again.
    await expectIssue(await api.patch(`${PATH}/${local.id}`, { personType: "J" }), "dv", "DV inválido");
    const back = await api.send(endpoints.updateSupplier, {
      params: { id: local.id },
      body: { personType: "J", dv: "9" },
    });
    expect(back).toMatchObject({ ruc: "155587169-2-2014", dv: "09", personType: "J" });
  });
});
