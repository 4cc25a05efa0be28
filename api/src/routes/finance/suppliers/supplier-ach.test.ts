import { expect, test } from "bun:test";
import {
  ACH_ACCOUNT_MESSAGE,
  ACH_INCOMPLETE_MESSAGE,
  ACH_ROUTING_MESSAGE,
  ACH_TYPE_MESSAGE,
  endpoints,
} from "../../../contract";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";

const PATH = "/api/financial/suppliers";

describeEachDatabase("suppliers' 'Datos para ACH'", (getDb) => {
  const supplierBody = (extra: Record<string, unknown>) => ({
    supplierCode: `ACH-${crypto.randomUUID().slice(0, 8)}`,
    name: "Redes del Istmo",
    ...extra,
  });
  /** A supplier the API must refuse: its raw answer. */
  const newSupplier = async (extra: Record<string, unknown>) => {
    const api = await signedInApi(getDb());
    return { api, answer: await api.post(PATH, supplierBody(extra)) };
  };
  /** A supplier the API must create (201): the record. */
  const createdSupplier = async (extra: Record<string, unknown>) => {
    const api = await signedInApi(getDb());
    return { api, supplier: await api.send(endpoints.createSupplier, { body: supplierBody(extra) }) };
  };

  test("the three are stored as digits (blanks and dashes out) and answered", async () => {
    const { supplier } = await createdSupplier({
      achRoutingNumber: " 71 ",
      achAccountNumber: "04-012-34567-8",
      achAccountType: "savings",
    });
    expect(supplier).toMatchObject({
      achRoutingNumber: "71",
      achAccountNumber: "04012345678",
      achAccountType: "savings",
    });
  });

  test("bad values are refused in Spanish on their field", async () => {
    await expectIssue(
      (await newSupplier({ achRoutingNumber: "12AB" })).answer,
      "achRoutingNumber",
      ACH_ROUTING_MESSAGE,
    );
    await expectIssue(
      (await newSupplier({ achRoutingNumber: "71", achAccountNumber: "123", achAccountType: "checking" })).answer,
      "achAccountNumber",
      ACH_ACCOUNT_MESSAGE,
    );
    await expectIssue(
      (await newSupplier({ achRoutingNumber: "71", achAccountNumber: "12345678", achAccountType: "plazo" })).answer,
      "achAccountType",
      ACH_TYPE_MESSAGE,
    );
  });

  test("some without the others is refused, on create and once merged on PATCH", async () => {
    await expectIssue(
      (await newSupplier({ achRoutingNumber: "71", achAccountNumber: "12345678" })).answer,
      "achAccountType",
      ACH_INCOMPLETE_MESSAGE,
    );
    const { api, supplier } = await createdSupplier({
      achRoutingNumber: "71",
      achAccountNumber: "12345678",
      achAccountType: "checking",
    });
    await expectIssue(
      await api.patch(`${PATH}/${supplier.id}`, { achAccountNumber: "" }),
      "achAccountNumber",
      ACH_INCOMPLETE_MESSAGE,
    );
    const cleared = await api.send(endpoints.updateSupplier, {
      params: { id: supplier.id },
      body: { achRoutingNumber: null, achAccountNumber: null, achAccountType: null },
    });
    expect(cleared).toMatchObject({ achRoutingNumber: null, achAccountNumber: null, achAccountType: null });
  });
});
