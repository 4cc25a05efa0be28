import { projectInput, projectListQuery, projectPatch } from "../../contract";
import {
  createProject,
  deleteProject,
  findProject,
  listProjects,
  PROJECT_NOT_FOUND,
  updateProject,
} from "../../domain/projects";
import { recordRoutes } from "../../http/record-routes";

export const projectsRoutes = recordRoutes({
  notFound: PROJECT_NOT_FOUND,
  input: projectInput,
  patch: projectPatch,
  listQuery: projectListQuery,
  list: listProjects,
  find: findProject,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
});
