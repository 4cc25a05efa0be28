import { expect, test } from "bun:test";
import { endpoints } from "../../contract";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import type { RequestOf } from "../../test/typed-request";

// A client's optional RUC and DV, checked as a supplier's are (api/docs/finance-debts.md, "RUC and DV").

describeEachDatabase("/api/clients RUC and DV", (getDb) => {
  const api = () => signedInApi(getDb());
  const create = async (body: RequestOf<typeof endpoints.createClient>["body"]) =>
    (await api()).send(endpoints.createClient, { body });

  test("POST stores the RUC upper case without blanks and the DV as two digits; GET answers them", async () => {
    const legal = await create({ name: "Constructora", ruc: " 155587169-2-2014 ", dv: "9" });
    expect(legal).toMatchObject({ ruc: "155587169-2-2014", dv: "09" });
    const natural = await create({ name: "Extranjero", ruc: "e-8-127702", dv: "16" });
    expect(natural).toMatchObject({ ruc: "E-8-127702", dv: "16" });
    expect(await (await api()).send(endpoints.getClient, { params: { id: legal.id } })).toEqual(legal);
    // Both are optional: empty is null.
    expect(await create({ name: "Sin RUC", ruc: "", dv: "" })).toMatchObject({ ruc: null, dv: null });
  });

  test("an NT RUC is saved with either layout's DV (a client has no person type to tell them apart)", async () => {
    // 8-NT-1-24: 33 as a natural person's, 74 as a legal person's.
    expect(await create({ name: "Naturalizado", ruc: "8-nt-1-24", dv: "33" })).toMatchObject({
      ruc: "8-NT-1-24",
      dv: "33",
    });
    expect(await create({ name: "Entidad", ruc: "8-NT-1-24", dv: "74" })).toMatchObject({ ruc: "8-NT-1-24", dv: "74" });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["a malformed RUC", { ruc: "155587169", dv: "09" }, "ruc", "RUC inválido"],
    ["a province outside 1-13", { ruc: "14-769-1080", dv: "56" }, "ruc", "RUC inválido"],
    ["a wrong DV", { ruc: "155587169-2-2014", dv: "10" }, "dv", "DV inválido"],
    ["a RUC without its DV", { ruc: "8-769-1080" }, "dv", "DV inválido"],
    ["a DV without a RUC", { dv: "56" }, "ruc", "RUC inválido"],
    ["an NT with neither layout's DV", { ruc: "8-NT-1-24", dv: "34" }, "dv", "DV inválido"],
    ["an NT with a four-digit folio", { ruc: "8-NT-1234-24", dv: "33" }, "ruc", "RUC inválido"],
  ];
  for (const [title, body, field, message] of invalid) {
    test(`POST with ${title} is a 400 '${message}' and stores nothing`, async () => {
      const client = await api();
      const before = await client.count("/api/clients");
      await expectIssue(await client.post("/api/clients", { name: "Cliente", ...body }), field, message);
      expect(await client.count("/api/clients")).toBe(before);
    });
  }

  test("PATCH checks the RUC and DV merged with the stored ones; removing the RUC removes its DV", async () => {
    const client = await api();
    const created = await create({ name: "Cliente con RUC", ruc: "155720753-2-2022", dv: "39" });
    const path = `/api/clients/${created.id}`;
    await expectIssue(await client.patch(path, { dv: "40" }), "dv", "DV inválido");
    await expectIssue(await client.patch(path, { ruc: "155664844-2-2018" }), "dv", "DV inválido");
    const update = (body: RequestOf<typeof endpoints.updateClient>["body"]) =>
      client.send(endpoints.updateClient, { params: { id: created.id }, body });
    expect(await client.send(endpoints.getClient, { params: { id: created.id } })).toEqual(created);

    const moved = await update({ ruc: "155664844-2-2018", dv: "64" });
    expect(moved).toMatchObject({ ruc: "155664844-2-2018", dv: "64" });
    expect((await client.latestActivity())[0]).toMatchObject({
      action: "update",
      summary: "Cliente actualizado: Cliente con RUC",
    });
    const cleared = await update({ ruc: "" });
    expect(cleared).toMatchObject({ ruc: null, dv: null });

    // A client without a RUC gains one only with its DV.
    await expectIssue(await client.patch(path, { dv: "56" }), "ruc", "RUC inválido");
    const added = await update({ ruc: "8-769-1080", dv: "56" });
    expect(added).toMatchObject({ ruc: "8-769-1080", dv: "56" });
  });
});
