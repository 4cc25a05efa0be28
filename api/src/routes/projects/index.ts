import { Hono } from "hono";
import { projectInput, projectPatch } from "../../contract";
import {
  createProject,
  deleteProject,
  findProject,
  listProjects,
  PROJECT_NOT_FOUND,
  updateProject,
} from "../../domain/projects";
import { type AppEnv, requireUser } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

export const projectsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listProjects(c.var.deps.db)))
  .get("/:id", async (c) => c.json(await findProject(c.var.deps.db, idParam(c, PROJECT_NOT_FOUND))))
  .post("/", validate("json", projectInput), async (c) =>
    c.json(await createProject(c.var.deps.db, requireUser(c).id, c.req.valid("json")), 201),
  )
  .patch("/:id", validate("json", projectPatch), async (c) => {
    const id = idParam(c, PROJECT_NOT_FOUND);
    const changes = c.req.valid("json");
    return c.json(await updateProject(c.var.deps.db, requireUser(c).id, id, changes));
  })
  .delete("/:id", async (c) => {
    await deleteProject(c.var.deps.db, requireUser(c).id, idParam(c, PROJECT_NOT_FOUND));
    return c.body(null, 204);
  });
