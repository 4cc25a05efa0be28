import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, VALID_BEFORE_ISSUE } from "../../contract";
import { quotes } from "../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate, panamaTime } from "../../test/fixtures";

// A quote is issued the day it is created (in Panama): it cannot be valid only until before then.

describeEachDatabase("quote validity dates", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const valid = { clientId, title: "Portal", amount: 100, validUntil: panamaDate(30) };
    return { db, api, valid };
  }

  test("POST: valid until before today in Panama is a 400 on validUntil, nothing stored", async () => {
    const { api, valid } = await setup();
    const before = await api.count("/api/quotes");
    await expectIssue(
      await api.post("/api/quotes", { ...valid, validUntil: panamaDate(-1) }),
      "validUntil",
      VALID_BEFORE_ISSUE,
    );
    // 04:00 UTC is still the day before in Panama.
    const lateEvening = `${panamaDate(0)}T04:00:00.000Z`;
    await expectIssue(
      await api.post("/api/quotes", { ...valid, validUntil: lateEvening }),
      "validUntil",
      VALID_BEFORE_ISSUE,
    );
    expect(await api.count("/api/quotes")).toBe(before);
    // Valid until today is fine.
    await api.send(endpoints.createQuote, { body: { ...valid, validUntil: panamaDate(0) } });
  });

  test("PATCH: a new validity date is compared with the day the quote was issued", async () => {
    const { db, api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: valid });
    // Issued ten days ago.
    await db
      .update(quotes)
      .set({ createdAt: panamaTime(panamaDate(-10), "09:00") })
      .where(eq(quotes.id, quote.id));
    const before = await api.send(endpoints.getQuote, { params: { id: quote.id } });
    const logged = (await activityFor(db, "quote", quote.id)).length;

    for (const validUntil of [panamaDate(-11), `${panamaDate(-10)}T04:00:00Z`]) {
      await expectIssue(await api.patch(`/api/quotes/${quote.id}`, { validUntil }), "validUntil", VALID_BEFORE_ISSUE);
      // Refused with another change in the same body: nothing of it is written.
      const both = await api.patch(`/api/quotes/${quote.id}`, { validUntil, title: "Otro título", amount: 500 });
      await expectIssue(both, "validUntil", VALID_BEFORE_ISSUE);
    }
    expect(await api.send(endpoints.getQuote, { params: { id: quote.id } })).toEqual(before);
    expect((await activityFor(db, "quote", quote.id)).length).toBe(logged);

    // Past, but not before its issue day: accepted (an expired quote can be recorded as such).
    const moved = await api.send(endpoints.updateQuote, {
      params: { id: quote.id },
      body: { validUntil: panamaDate(-10) },
    });
    expect(moved.validUntil).toBe(panamaDate(-10));
  });

  test("PATCH without a new validity date never fails on it (a quote stored before the rule)", async () => {
    const { db, api, valid } = await setup();
    const quote = await api.send(endpoints.createQuote, { body: valid });
    await db
      .update(quotes)
      .set({ validUntil: panamaDate(-3) })
      .where(eq(quotes.id, quote.id));
    const answer = await api.send(endpoints.updateQuote, {
      params: { id: quote.id },
      body: { ...valid, validUntil: panamaDate(-3), status: "rejected" },
    });
    expect(answer).toMatchObject({ status: "rejected", validUntil: panamaDate(-3) });
  });
});
