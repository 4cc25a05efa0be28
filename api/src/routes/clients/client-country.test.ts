import { expect, test } from "bun:test";
import { clientInput, clientPatch, endpoints } from "../../contract";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";

// A client's country and whether it is a government entity: what its electronic invoices say of
// the buyer (api/docs/core-clients-projects-reports.md, "Country and government entities").

const COUNTRY_MESSAGE = "País inválido: use el código ISO de dos letras del país (PA, CR, US…)";
const GOVERNMENT_MESSAGE = "Indique si el cliente es una entidad del Estado (true o false)";

test("the contract: Panama and not government unless told; codes of two letters, upper case", () => {
  expect(clientInput.parse({ name: "Ana" })).toMatchObject({ countryCode: "PA", isGovernment: false });
  expect(clientInput.parse({ name: "Ana", countryCode: " cr ", isGovernment: true })).toMatchObject({
    countryCode: "CR",
    isGovernment: true,
  });
  // A PATCH has no defaults: an absent field stays as it is.
  expect(clientPatch.parse({ name: "Ana" })).toEqual({ name: "Ana" });
  // Only the form: whether the country exists is the API's check (below).
  expect(clientInput.parse({ name: "Ana", countryCode: "xx" }).countryCode).toBe("XX");
  for (const code of ["PAN", "P", "", "P4", 591]) {
    expect(clientInput.safeParse({ name: "Ana", countryCode: code }).error?.issues[0]?.message).toBe(COUNTRY_MESSAGE);
  }
});

describeEachDatabase("a client's country and government flag", (getDb) => {
  const api = () => signedInApi(getDb());

  test("POST stores them (Panama, not government by default); GET answers them", async () => {
    const local = await (await api()).send(endpoints.createClient, { body: { name: "Cliente local" } });
    expect(local).toMatchObject({ countryCode: "PA", isGovernment: false });
    const ministry = await (await api()).send(endpoints.createClient, {
      body: { name: "Compras", company: "Ministerio de Economía y Finanzas", isGovernment: true },
    });
    expect(ministry).toMatchObject({ countryCode: "PA", isGovernment: true });
    const abroad = await (await api()).send(endpoints.createClient, { body: { name: "Tico", countryCode: "cr" } });
    expect(abroad).toMatchObject({ countryCode: "CR", isGovernment: false });
    expect(await (await api()).send(endpoints.getClient, { params: { id: abroad.id } })).toEqual(abroad);
  });

  test("PATCH changes them and logs the update; the same values change nothing", async () => {
    const client = await (await api()).send(endpoints.createClient, { body: { name: "Exportadora" } });
    const patched = await (await api()).send(endpoints.updateClient, {
      params: { id: client.id },
      body: { countryCode: "us", isGovernment: true },
    });
    expect(patched).toMatchObject({ countryCode: "US", isGovernment: true, name: "Exportadora" });
    expect((await (await api()).latestActivity())[0]?.summary).toBe("Cliente actualizado: Exportadora");
    const again = await (await api()).send(endpoints.updateClient, {
      params: { id: client.id },
      body: { countryCode: "US" },
    });
    expect(again).toEqual(patched);
    expect((await (await api()).latestActivity(2)).map((entry) => entry.summary)).toEqual([
      "Cliente actualizado: Exportadora",
      "Cliente creado: Exportadora",
    ]);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["an unknown country", { countryCode: "XX" }, "countryCode", COUNTRY_MESSAGE],
    ["the EU, which is no country", { countryCode: "eu" }, "countryCode", COUNTRY_MESSAGE],
    ["a three-letter code", { countryCode: "PAN" }, "countryCode", COUNTRY_MESSAGE],
    ["a country's name", { countryCode: "Panamá" }, "countryCode", COUNTRY_MESSAGE],
    ["a null country", { countryCode: null }, "countryCode", COUNTRY_MESSAGE],
    ["a numeric country", { countryCode: 591 }, "countryCode", COUNTRY_MESSAGE],
    ["a government flag in words", { isGovernment: "sí" }, "isGovernment", GOVERNMENT_MESSAGE],
    ["a null government flag", { isGovernment: null }, "isGovernment", GOVERNMENT_MESSAGE],
  ];
  for (const [title, body, field, message] of invalid) {
    test(`${title} is a 400 '${message}' on POST and PATCH, and changes nothing`, async () => {
      const client = await (await api()).send(endpoints.createClient, { body: { name: "Sin cambios" } });
      const count = await (await api()).count("/api/clients");
      await expectIssue(await (await api()).post("/api/clients", { name: "Nuevo", ...body }), field, message);
      expect(await (await api()).count("/api/clients")).toBe(count);
      await expectIssue(await (await api()).patch(`/api/clients/${client.id}`, body), field, message);
      expect(await (await api()).send(endpoints.getClient, { params: { id: client.id } })).toEqual(client);
    });
  }
});
