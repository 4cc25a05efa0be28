import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { endpointFor, endpointList, IDEMPOTENCY_HEADER, routePattern, type StaffRole } from "../contract";
import type { Db, OpenedDatabase } from "../db/client";
import { users } from "../db/schema";
import { signedInApi } from "../test/api";
import { testDatabases } from "../test/databases";
import { createUser, fromAddress, ORIGIN, signIn, type TestApp } from "../test/harness";
import {
  businessTables,
  fingerprint,
  hostileJsonBody,
  hostilePathValues,
  hostileRawBody,
  idempotencyKeys,
  queryValueOf,
  schemaValue,
} from "../test/openapi-fuzz";
import { createSampleRecords } from "../test/sample-records";

// Bad input searched for by machine (api/docs/openapi.md, "Fuzzing"): every operation of the
// OpenAPI document, as each role and as a visitor, with generated path parameters, queries,
// bodies and Idempotency-Keys, valid and hostile. Each answer: never a 5xx; a 4xx is JSON with a
// string `error` and changed no business table; a JSON 2xx parses with the table's answer schema.
// PGlite only: one in-process database keeps the ~400 properties within CI's minutes; what is
// checked here (validation, refusals, rollbacks) does not depend on the driver.

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 15);
console.log(`openapi-fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}`);

type Role = StaffRole | "visitor";
type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> };
};
type Account = {
  id: number;
  email: string;
  password: string;
  passwordHash: string | null;
  role: StaffRole;
  cookie: string;
};

/** The fuzz requests' address: the throttles they trip never reach the sign-ins of the accounts. */
const FUZZ_ADDRESS = fromAddress("10.9.9.9");
/** How many answers of each status the run saw: a run of only 401s would prove little. */
const tally: Record<number, number> = {};
const roles: Role[] = ["admin", "staff", "finance", "visitor"];

describe("the OpenAPI document, fuzzed [pglite]", () => {
  let opened: OpenedDatabase | undefined;
  let db: Db;
  let app: TestApp;
  let tables: string[];
  let document: { paths: Record<string, Record<string, Operation>> };
  let existingIds: string[];
  const accounts = new Map<StaffRole, Account>();

  beforeAll(async () => {
    const pglite = testDatabases.find((database) => database.name === "pglite");
    if (!pglite) throw new Error("PGlite siempre está disponible");
    opened = await pglite.open();
    db = opened.db;
    const api = await signedInApi(db);
    app = api.app;
    existingIds = Object.values(await createSampleRecords(api)).map(String);
    for (const role of ["admin", "staff", "finance"] as const) {
      const user = await createUser(db, { role });
      accounts.set(role, { ...user, role, cookie: await signIn(app, user.email, user.password) });
    }
    document = await (await app.request("/api/openapi.json")).json();
    tables = await businessTables(db);
  }, 60_000);

  afterAll(async () => {
    console.log(`openapi-fuzz: answers by status ${JSON.stringify(tally)}`);
    await opened?.close();
  });

  /**
   * Undoes what a fuzzed call may have done to the account itself (a new role or password, a
   * deactivation, a sign-out), so each operation is tried as the role it names.
   */
  async function cookieOf(role: Role): Promise<string | undefined> {
    if (role === "visitor") return undefined;
    const account = accounts.get(role);
    if (!account) throw new Error(role);
    const me = await app.request("/api/auth/user", { headers: { Cookie: account.cookie } });
    if (me.status === 200) return account.cookie;
    await db
      .update(users)
      .set({ role: account.role, isActive: true, passwordHash: account.passwordHash })
      .where(eq(users.id, account.id));
    account.cookie = await signIn(app, account.email, account.password);
    return account.cookie;
  }

  test("the document lists exactly the table's operations", () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(endpointList.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());
  });

  endpointList.forEach((endpoint, index) => {
    const name = `${endpoint.method} ${endpoint.path}`;
    test(name, async () => {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      if (!operation) throw new Error(`${name} no está en el documento`);
      const entry = endpointFor(endpoint.method, routePattern(endpoint.path));
      if (entry !== endpoint) throw new Error(`${name} no está en la tabla`);
      const requests = requestArbitrary(operation, existingIds, endpoint.idempotent === true);
      // Downloads render PDFs and spreadsheets: fewer runs keep the file within its minutes.
      const numRuns = "file" in endpoint.answer ? Math.max(1, Math.ceil(runs / 3)) : runs;
      for (const [roleIndex, role] of roles.entries()) {
        const cookie = await cookieOf(role);
        let before = await fingerprint(db, tables);
        await fc.assert(
          fc.asyncProperty(requests, async (request) => {
            const url = endpoint.path.replace(/\{([^}]+)\}/g, (_, param: string) =>
              encodeURIComponent(request.params[param] ?? ""),
            );
            const query = new URLSearchParams(request.query).toString();
            const headers: Record<string, string> = { Origin: ORIGIN, ...request.headers };
            if (cookie) headers.Cookie = cookie;
            const response = await app.request(
              query ? `${url}?${query}` : url,
              { method: endpoint.method, headers, body: request.body },
              FUZZ_ADDRESS,
            );
            const where = `${role} ${endpoint.method} ${url}?${query} → ${response.status}`;
            // A download's body (the live-updates stream never ends) is not what is checked.
            const download = "file" in endpoint.answer && response.ok;
            if (download) await response.body?.cancel();
            const text = download ? "" : await response.text();
            expect(response.status, `${where} ${text.slice(0, 300)}`).toBeLessThan(500);
            const after = await fingerprint(db, tables);
            tally[response.status] = (tally[response.status] ?? 0) + 1;
            // The sign-in form answers its refusals as the page again, for the browser that posted it.
            const htmlForm = endpoint.bodyMediaType === "application/x-www-form-urlencoded";
            if (response.status >= 400 && !htmlForm) {
              const body = parseJson(text) as { error?: unknown } | undefined;
              expect(typeof body?.error, `${where}: un rechazo es JSON con "error": ${text.slice(0, 300)}`).toBe(
                "string",
              );
            }
            if (response.status >= 400) {
              expect(after, `${where}: un rechazo no cambia ningún dato`).toBe(before);
            } else if (response.status < 300 && "json" in endpoint.answer) {
              const parsed = endpoint.answer.json.safeParse(parseJson(text));
              expect(parsed.success, `${where}: la respuesta no es la del esquema: ${text.slice(0, 300)}`).toBe(true);
            }
            before = after;
          }),
          { numRuns, seed: seed + index * roles.length + roleIndex, endOnFailure: true },
        );
      }
    }, 120_000);
  });
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

type FuzzRequest = {
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
};

/** One generated request to `operation`: its parameters and body valid-ish or hostile. */
function requestArbitrary(operation: Operation, existingIds: string[], idempotent: boolean): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathValue = fc.oneof(fc.constantFrom(...existingIds), fc.constantFrom(...hostilePathValues));
  const params = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === "path").map((p) => [p.name, pathValue])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, queryValueOf(p.schema)])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const content = operation.requestBody?.content ?? {};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  const body: fc.Arbitrary<{ body?: string; type?: string }> = !mediaType
    ? fc.constant({})
    : fc.oneof(
        { weight: 3, arbitrary: schemaValue(media?.schema).map((value) => encodeBody(mediaType, value)) },
        { weight: 2, arbitrary: hostileJsonBody.map((value) => encodeBody(mediaType, value)) },
        { weight: 1, arbitrary: hostileRawBody.map(({ text, type }) => ({ body: text, type })) },
      );
  const key = idempotent ? fc.option(idempotencyKeys, { nil: undefined }) : fc.constant(undefined);
  return fc.record({ params, query, body, key }).map(({ params, query, body, key }) => ({
    params,
    query,
    body: body.body,
    headers: {
      ...(body.type ? { "Content-Type": body.type } : {}),
      ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }),
    },
  }));
}

/** A value as the operation's media type carries it (a form's fields as text). */
function encodeBody(mediaType: string, value: unknown): { body: string; type: string } {
  if (mediaType === "application/json") return { body: JSON.stringify(value) ?? "null", type: mediaType };
  const fields = value && typeof value === "object" && !Array.isArray(value) ? value : { valor: value };
  const form = new URLSearchParams(
    Object.entries(fields).map(([name, field]) => [name, typeof field === "string" ? field : JSON.stringify(field)]),
  );
  return { body: form.toString(), type: "application/x-www-form-urlencoded" };
}
