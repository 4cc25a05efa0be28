import { Hono } from "hono";
import { endpoints } from "../../contract";
import { changeOwnPassword } from "../../domain/staff-users";
import { type AppEnv, requireUser } from "../../http/context";
import { validate } from "../../http/validate";

/** POST /api/auth/password: the signed-in user's own password ('Cambiar contraseña'). */
export const ownPasswordRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", endpoints.changeOwnPassword.body),
  async (c) => {
    const user = requireUser(c);
    const session = c.var.session;
    if (!session) throw new Error("a signed-in request without its session");
    await changeOwnPassword(c.var.deps.db, user.id, session.id, c.req.valid("json"));
    return c.body(null, 204);
  },
);
