import { PERIOD_MONTH_INVALID, PERIOD_MONTH_PATTERN } from "../../contract/finance/accounting";
import { CHART_CODE_PATTERN } from "../../contract/finance/chart-accounts";
import { DomainFailure, FieldFailure } from "../../domain/failures";
import { ACCOUNT_NOT_FOUND } from "../../domain/finance/ledger/books";
import type { AppContext } from "../../http/context";

// The books' path parameters: an account's code (anything else names no account: 404) and a month.

export const accountCodeParam = (c: AppContext) => {
  const code = c.req.param("accountCode") ?? "";
  if (!CHART_CODE_PATTERN.test(code)) throw new DomainFailure("not_found", ACCOUNT_NOT_FOUND);
  return code;
};

export const monthParam = (c: AppContext) => {
  const value = c.req.param("month") ?? "";
  if (!PERIOD_MONTH_PATTERN.test(value)) throw new FieldFailure("month", PERIOD_MONTH_INVALID);
  return value;
};
