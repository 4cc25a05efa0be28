import { TOTAL_COUNT_HEADER } from "../contract/protocol";
import type { Page } from "../contract/values/paging";
import type { AppContext } from "./context";

/**
 * Answers a list as a JSON array with the count of all matches in X-Total-Count, for a page and
 * for an unpaged list alike (which holds at most MAX_UNPAGED_ROWS, contract/values/paging.ts).
 */
export function pagedJson<Row>(c: AppContext, page: Page<Row>) {
  c.header(TOTAL_COUNT_HEADER, String(page.total));
  return c.json(page.rows);
}
