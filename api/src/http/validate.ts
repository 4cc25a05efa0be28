import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { validationResponse } from "./errors";

/** zValidator answering the error contract: 400 { error, issues } with Spanish messages. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return validationResponse(c, result.error as never);
  });
}
