import type { ProjectRecord } from "api/contract";

/** The client's name as the server joined it when the page was read (client writes revalidate projects). */
export const projectClientName = (project: ProjectRecord) => project.clientName || `Cliente ${project.clientId}`;
