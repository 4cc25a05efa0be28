import { expect, test } from "bun:test";
import type { ActivityRecord } from "../../contract";
import { recordActivity } from "../../domain/activity";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { ACTIVITY_LIMIT_MESSAGE } from ".";

describeEachDatabase("GET /api/activity", (getDb) => {
  const get = async (path: string) => (await signedInApi(getDb())).request("GET", path);

  test("answers the latest entries, newest first, 10 by default, with who did them", async () => {
    const response = await get("/api/activity");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);

    const { userId } = await signedInApi(getDb());
    for (let i = 1; i <= 12; i++) {
      await recordActivity(getDb(), {
        userId,
        action: "create",
        entity: "client",
        entityId: i,
        summary: `Entrada ${i}`,
      });
    }
    await recordActivity(getDb(), {
      userId: null,
      action: "delete",
      entity: "project",
      entityId: 99,
      summary: "Sin autor",
    });

    const latest = (await (await get("/api/activity")).json()) as ActivityRecord[];
    expect(latest.map((e) => e.summary)).toEqual([
      "Sin autor",
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4].map((i) => `Entrada ${i}`),
    ]);
    expect(latest[0]).toMatchObject({ action: "delete", entity: "project", entityId: 99, userName: null });
    expect(latest[1]).toMatchObject({ action: "create", entity: "client", entityId: 12, userName: "Ana" });
    expect(new Date(latest[1]?.createdAt ?? "").toISOString()).toBe(latest[1]?.createdAt ?? "");

    const three = (await (await get("/api/activity?limit=3")).json()) as ActivityRecord[];
    expect(three.map((e) => e.summary)).toEqual(["Sin autor", "Entrada 12", "Entrada 11"]);
    const all = (await (await get("/api/activity?limit=50")).json()) as ActivityRecord[];
    expect(all).toHaveLength(13);
  });

  for (const limit of ["0", "51", "abc", "-1", "2.5", ""]) {
    test(`limit=${limit || "(empty)"} is a Spanish 400`, async () => {
      const response = await get(`/api/activity?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: ACTIVITY_LIMIT_MESSAGE,
        issues: [{ field: "limit", message: ACTIVITY_LIMIT_MESSAGE }],
      });
    });
  }
});
