import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { validationResponse } from "./errors";

/** What a validator middleware checks: read back by the test that holds the routes to the endpoint table. */
export const VALIDATES = Symbol("validates");
export type Validates = { target: keyof ValidationTargets; schema: ZodType };

/**
 * zValidator answering the error contract: 400 { error, issues } with Spanish messages. The one
 * validation seam: the middleware carries its target and schema, so endpoints.test.ts can check
 * that each route validates exactly what the endpoint table (and so the OpenAPI document) says.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) return validationResponse(c, result.error as never);
  });
  return Object.assign(middleware, { [VALIDATES]: { target, schema } satisfies Validates });
}
