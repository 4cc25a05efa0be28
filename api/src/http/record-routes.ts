import { Hono } from "hono";
import type { z } from "zod";
import type { Page } from "../contract/values/paging";
import type { Db } from "../db/client";
import type { Actor } from "../domain/activity";
import { type AppContext, type AppEnv, actorOf } from "./context";
import { pagedJson } from "./paging";
import { idParam } from "./params";
import { validate } from "./validate";

/** How a resource's GET / reads: the whole list, or (with its query schema) a searched, paged one. */
type ListCall<Rec, ListQuery extends z.ZodType> =
  | { listQuery?: undefined; list(db: Db): Promise<Rec[]> }
  // A paged list (contract/values/paging.ts): `q`, its filters, `limit`/`offset`, X-Total-Count.
  | { listQuery: ListQuery; list(db: Db, query: z.output<ListQuery>): Promise<Page<Rec>> };

type PagedListCall<Rec, ListQuery extends z.ZodType> = Extract<ListCall<Rec, ListQuery>, { listQuery: ListQuery }>;

/** Whether the resource declares its list query (then its list answers a page). */
const readsPages = <Rec, ListQuery extends z.ZodType>(
  call: ListCall<Rec, ListQuery>,
): call is PagedListCall<Rec, ListQuery> => call.listQuery !== undefined;

/** The five calls of a resource edited on its own screen, as its domain module provides them. */
export type RecordResource<
  Input extends z.ZodType,
  Patch extends z.ZodType,
  Rec,
  ListQuery extends z.ZodType = z.ZodType,
> = ListCall<Rec, ListQuery> & {
  /** The Spanish 404 for an unknown (or malformed) :id, e.g. 'Cliente no encontrado'. */
  notFound: string;
  input: Input;
  patch: Patch;
  find(db: Db, id: number): Promise<Rec>;
  create(db: Db, values: z.output<Input>, actor: Actor): Promise<Rec>;
  update(db: Db, id: number, changes: z.output<Patch>, actor: Actor): Promise<Rec>;
  remove(db: Db, id: number, actor: Actor): Promise<void>;
};

/**
 * GET /, GET /:id, POST / (201), PATCH /:id, DELETE /:id (204): clients, quotes, invoices and
 * projects answer these the same way, so the handlers are written once and stay thin.
 */
export function recordRoutes<Input extends z.ZodType, Patch extends z.ZodType, Rec, ListQuery extends z.ZodType>(
  resource: RecordResource<Input, Patch, Rec, ListQuery>,
) {
  const id = (c: AppContext) => idParam(c, resource.notFound);
  const routes = new Hono<AppEnv>();
  if (readsPages(resource)) {
    const { listQuery, list } = resource;
    routes.get("/", validate("query", listQuery), async (c) =>
      pagedJson(c, await list(c.var.deps.db, c.req.valid("query") as z.output<ListQuery>)),
    );
  } else {
    const { list } = resource;
    routes.get("/", async (c) => c.json(await list(c.var.deps.db)));
  }
  return routes
    .get("/:id", async (c) => c.json(await resource.find(c.var.deps.db, id(c))))
    .post("/", validate("json", resource.input), async (c) =>
      c.json(await resource.create(c.var.deps.db, c.req.valid("json") as z.output<Input>, actorOf(c)), 201),
    )
    .patch("/:id", validate("json", resource.patch), async (c) =>
      c.json(await resource.update(c.var.deps.db, id(c), c.req.valid("json") as z.output<Patch>, actorOf(c))),
    )
    .delete("/:id", async (c) => {
      await resource.remove(c.var.deps.db, id(c), actorOf(c));
      return c.body(null, 204);
    });
}
