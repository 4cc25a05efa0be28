import { endpoints } from "../../contract";
import {
  createProject,
  deleteProject,
  findProject,
  listProjects,
  PROJECT_NOT_FOUND,
  updateProject,
} from "../../domain/crm/projects";
import { recordRoutes } from "../../http/record-routes";

export const projectsRoutes = recordRoutes({
  notFound: PROJECT_NOT_FOUND,
  input: endpoints.createProject.body,
  patch: endpoints.updateProject.body,
  listQuery: endpoints.listProjects.query,
  list: listProjects,
  find: findProject,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
});
