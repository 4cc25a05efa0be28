// Zod-free, so the landing page can offer the choices without loading the validators.
export const projectTypes = [
  "desarrollo-web",
  "software-empresarial",
  "solucion-gubernamental",
  "aplicacion-web",
  "otro",
] as const;
export type ProjectType = (typeof projectTypes)[number];
export const projectTypeLabels: Record<ProjectType, string> = {
  "desarrollo-web": "Desarrollo Web",
  "software-empresarial": "Software Empresarial",
  "solucion-gubernamental": "Solución Gubernamental",
  "aplicacion-web": "Aplicación Web",
  otro: "Otro",
};
