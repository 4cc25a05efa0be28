import { clientInput, clientPatch } from "../../contract";
import {
  CLIENT_NOT_FOUND,
  createClient,
  deleteClient,
  findClient,
  listClients,
  updateClient,
} from "../../domain/clients";
import { recordRoutes } from "../../http/record-routes";

export const clientsRoutes = recordRoutes({
  notFound: CLIENT_NOT_FOUND,
  input: clientInput,
  patch: clientPatch,
  list: listClients,
  find: findClient,
  create: createClient,
  update: updateClient,
  remove: deleteClient,
});
