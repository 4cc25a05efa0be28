import { Hono } from "hono";
import { endpoints } from "../../contract";
import {
  createStaffUser,
  listStaffUsers,
  resetStaffPassword,
  USER_NOT_FOUND,
  updateStaffUser,
} from "../../domain/staff-users";
import { type AppEnv, actorOf } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

/** /api/settings/users: staff administration, for admins (http/access.ts). */
export const staffUsersRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listStaffUsers(c.var.deps.db)))
  .post("/", validate("json", endpoints.createUser.body), async (c) =>
    c.json(await createStaffUser(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .patch("/:id", validate("json", endpoints.updateUser.body), async (c) =>
    c.json(await updateStaffUser(c.var.deps.db, idParam(c, USER_NOT_FOUND), c.req.valid("json"), actorOf(c))),
  )
  .post("/:id/password", validate("json", endpoints.resetUserPassword.body), async (c) => {
    await resetStaffPassword(c.var.deps.db, idParam(c, USER_NOT_FOUND), c.req.valid("json").password, actorOf(c));
    return c.body(null, 204);
  });
