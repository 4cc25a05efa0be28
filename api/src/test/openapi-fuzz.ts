import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { Db } from "../db/client";
import { rows } from "../db/client";

// Generators and the database fingerprint of the OpenAPI fuzz test (http/openapi-fuzz.test.ts).

type JsonSchema = Record<string, unknown>;

/**
 * Values a JSON Schema (zod's `toJSONSchema` output, as the document publishes it) describes:
 * mostly valid, so a request gets past validation into the handlers. Written here because the
 * libraries that derive arbitraries from schemas (zod-fast-check, json-schema-fast-check) support
 * neither zod 4 nor fast-check 4; this covers the few keywords the document uses.
 */
export function schemaValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices) && choices.length > 0)
    return fc.oneof(...choices.map((one) => schemaValue(one, depth + 1)));
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
      // Small numbers too: ids of records that exist, so a body gets past its references.
      return fc.oneof(
        fc.integer({ min: numberOr(schema.minimum, -1000), max: numberOr(schema.maximum, 100_000) }),
        fc.integer({
          min: Math.max(numberOr(schema.minimum, 1), 1),
          max: Math.max(numberOr(schema.minimum, 1), 1) + 4,
        }),
      );
    case "number":
      return fc.double({ min: numberOr(schema.minimum, -1e6), max: numberOr(schema.maximum, 1e9), noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schemaValue(schema.items as JsonSchema | undefined, depth + 1), { maxLength: 3 });
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, schemaValue(property, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "date") return fc.constantFrom("2026-01-15", "2026-02-30", "1999-12-31", "2026-13-01");
  if (schema.format === "email") return fc.emailAddress();
  if (typeof schema.pattern === "string") {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript's RegExp cannot read: any string.
    }
  }
  return fc.string({
    minLength: numberOr(schema.minLength, 0),
    maxLength: Math.min(numberOr(schema.maxLength, 40), 40),
  });
}

/** What a hostile caller puts in a path parameter. */
export const hostilePathValues = [
  "0",
  "-1",
  "99999999999999999999",
  "2147483648",
  "abc",
  "1e3",
  "../x",
  "1.5",
  " 1",
  "ñandú😀",
  "%00",
];

/** A query value: what the schema describes, or something hostile. */
export function queryValueOf(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    schemaValue(schema).map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
    fc.constantFrom(
      "",
      "-1",
      "abc",
      "1e309",
      "99999999999999999999",
      "null",
      "[]",
      "2026-02-30",
      "'; drop table clients; --",
    ),
    fc.string({ maxLength: 20 }),
  );
}

/** JSON bodies that no operation takes: wrong types, prototype keys, deep nesting, very long text. */
export const hostileJsonBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, [], 0, "texto", true, {}),
  fc.constant(JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}')),
  fc.constant({ name: "x".repeat(100_000), amount: "1".repeat(400) }),
  fc.constant({ amount: 1e308, id: "1", clientId: "abc", lines: [{}], email: ["a"] }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })),
);

/** Raw request bodies that are not JSON, sent as JSON, or JSON sent under another media type. */
export const hostileRawBody = fc.constantFrom(
  { text: "{", type: "application/json" },
  { text: "", type: "application/json" },
  { text: '{"a":1}', type: "text/plain" },
  { text: "a=1&b=2", type: "application/x-www-form-urlencoded" },
  { text: "\u0000\u0001", type: "application/json" },
  { text: "[".repeat(5000), type: "application/json" },
);

/** Idempotency-Key values, valid and not (only characters a Headers object can carry). */
export const idempotencyKeys = fc.oneof(
  fc.uuid(),
  fc.constantFrom("", " ", "a b", "ñ", "k".repeat(201), "\t"),
  fc.string({ minLength: 1, maxLength: 30 }).filter((key) => /^[\x20-\x7e]*$/.test(key)),
);

/**
 * Tables whose rows change on a refused request by design, left out of the fingerprint: the
 * sessions (each request touches its own), sign-in devices and failed sign-ins (the throttle
 * remembers refusals), the rate-limit windows (they count refusals too) and the idempotency keys
 * (a refused key's reservation). Every other table in `public` is business data, and stays as it
 * was when the API answers 4xx. The job queue lives in its own schema (pgboss).
 */
const BOOKKEEPING = new Set([
  "sessions",
  "sign_in_devices",
  "failed_sign_ins",
  "rate_limit_windows",
  "idempotency_keys",
]);

/** The business tables' names. */
export async function businessTables(db: Db): Promise<string[]> {
  const found = rows<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  return found.map((table) => table.name).filter((name) => !BOOKKEEPING.has(name));
}

/** Every business table's row count and the md5 of its rows' text, in one query. */
export async function fingerprint(db: Db, tables: string[]): Promise<string> {
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as f from "${name}" r`,
  );
  const found = rows<{ t: string; f: string }>(await db.execute(sql.raw(parts.join(" union all "))));
  return found.map((row) => `${row.t}=${row.f}`).join("\n");
}
