import { expect, test } from "bun:test";
import { IDEMPOTENCY_HEADER } from "../../contract/protocol";
import { signedInApi } from "../../test/api";
import { describeSharedPostgres } from "../../test/databases";
import { jsonRequest } from "../../test/harness";
import { modelSeed, startMoneyModel } from "../../test/money-model";

// A model-based test of every money movement under concurrency (the model: src/test/money-model.ts;
// rules: api/docs/finance-money.md). 16 clients run 2,000 random operations at once through the
// app in this process. Only PostgreSQL can run writers in parallel (PGlite is one connection), so
// it runs there. src/replicas.test.ts runs the same model over HTTP against three servers.

const CLIENTS = 16;
const OPERATIONS = 2_000;

describeSharedPostgres("money movements under concurrency (model-based)", (open) => {
  test("2,000 random operations from 16 clients leave exactly the balances the model computes", async () => {
    const { db } = await open();
    const api = await signedInApi(db);
    const seed = modelSeed();
    const model = await startMoneyModel(db, seed);

    const tally = await model.run(CLIENTS, OPERATIONS, async (_client, sent) => {
      const headers: Record<string, string> = sent.key ? { [IDEMPOTENCY_HEADER]: sent.key } : {};
      const response = await jsonRequest(api.app, sent.method, sent.path, {
        cookie: api.cookie,
        body: sent.body,
        headers,
      });
      return { status: response.status, text: await response.text() };
    });
    // The seed is in the failure message, to repeat the run (MONEY_MODEL_SEED=<seed>).
    expect({ seed, unexpected: tally.unexpected }).toEqual({ seed, unexpected: [] });
    // The run must have exercised both sides: acknowledged and refused operations, and replays.
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.replays).toBeGreaterThan(0);

    await model.expectDatabaseEqualsModel(db);
  }, 180_000);
});
