import { apiTokenInput, apiTokenListQuery, apiTokenRecord, createdApiTokenRecord } from "../api-tokens";
import { companySettingsPatch, companySettingsRecord } from "../company-settings";
import { contactRequestRecord } from "../crm/contact";
import { adminOnly, type Endpoint, everyone } from "../endpoint";
import { jobListQuery, jobRecord, jobRunRecord, jobScheduleRecord } from "../jobs";
import { ownPasswordChange, passwordReset, staffUserInput, staffUserPatch, staffUserRecord } from "../staff-users";
import { currentUser, healthRecord, remotesManifest } from "../user";
import { z } from "../zod";

// The endpoint table (endpoints.ts), part one: signing in and out, the signed-in user, the
// settings, what the shell reads, and the API's own description. What the public site calls is in
// public-site.ts.

/** The sign-in form (application/x-www-form-urlencoded), as the sign-in page posts it. */
const signInForm = z.object({
  email: z.string().meta({ description: "Correo electrónico de la cuenta" }),
  password: z.string().meta({ description: "Contraseña", format: "password" }),
});

/** PUT /api/settings/company/logo: one file in the multipart field `logo`. */
const logoUpload = z.object({
  logo: z.string().meta({ format: "binary", description: "Imagen PNG o JPEG, hasta 512 kB" }),
});

/** PUT /api/settings/company/fe-certificate: the .p12 in `file`, its password in `password`. */
const feCertificateUpload = z.object({
  file: z
    .string()
    .meta({ format: "binary", description: "Certificado PKCS#12 (.p12 o .pfx) con su clave privada, hasta 64 kB" }),
  password: z.string().meta({ format: "password", description: "Contraseña del certificado" }),
});

/** GET /api/openapi.json: an OpenAPI 3.1 document (described loosely: its own schema is the standard's). */
const openApiDocument = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose() })
  .loose()
  .meta({ description: "Documento OpenAPI 3.1 de esta API" });

export const sessionEndpoints = {
  signIn: {
    method: "POST",
    path: "/api/login",
    summary: "Iniciar sesión con correo y contraseña",
    description:
      "Crea una sesión y la entrega en la cookie `session`; redirige a `/`. Credenciales incorrectas: 401 con la página; demasiados intentos: 429 (api/docs/sign-in.md).",
    tag: "Sesión",
    access: "public",
    body: signInForm,
    bodyMediaType: "application/x-www-form-urlencoded",
    answer: { redirect: "A `/`, con la sesión iniciada", status: 302 },
    refusals: [429],
  },
  ssoStart: {
    method: "GET",
    path: "/api/login/{provider}",
    summary: "Iniciar sesión con un proveedor (Google, Microsoft u OpenID Connect)",
    tag: "Sesión",
    access: "public",
    answer: { redirect: "Al proveedor de identidad", status: 302 },
  },
  ssoCallback: {
    method: "GET",
    path: "/api/login/{provider}/callback",
    summary: "Regreso del proveedor de identidad",
    description: "Inicia la sesión y redirige a `/`, o a la página de inicio de sesión con el motivo en español.",
    tag: "Sesión",
    access: "public",
    answer: { redirect: "A `/` con la sesión iniciada, o a `/api/login` con el motivo", status: 302 },
  },
  signOutPage: {
    method: "GET",
    path: "/api/logout",
    summary: "Cerrar sesión (desde las páginas de la aplicación)",
    description: "Desde otro sitio no cierra nada: muestra una página que lo confirma con un POST.",
    tag: "Sesión",
    access: "public",
    answer: { redirect: "A `/`, sin sesión", status: 302 },
  },
  signOut: {
    method: "POST",
    path: "/api/logout",
    summary: "Cerrar sesión",
    tag: "Sesión",
    access: "public",
    answer: { redirect: "A `/`, sin sesión", status: 303 },
  },
  currentUser: {
    method: "GET",
    path: "/api/auth/user",
    summary: "El usuario de la sesión",
    tag: "Sesión",
    access: everyone,
    answer: { json: currentUser },
  },
  changeOwnPassword: {
    method: "POST",
    path: "/api/auth/password",
    summary: "Cambiar la contraseña propia",
    description: "Cierra las demás sesiones del usuario.",
    tag: "Sesión",
    access: everyone,
    body: ownPasswordChange,
    answer: { empty: true },
    browserSessionOnly: true,
  },
  listUsers: {
    method: "GET",
    path: "/api/settings/users",
    summary: "Listar las cuentas del personal",
    tag: "Usuarios",
    access: adminOnly,
    answer: { json: z.array(staffUserRecord) },
  },
  createUser: {
    method: "POST",
    path: "/api/settings/users",
    summary: "Crear una cuenta del personal",
    tag: "Usuarios",
    access: adminOnly,
    body: staffUserInput,
    answer: { json: staffUserRecord, status: 201 },
  },
  updateUser: {
    method: "PATCH",
    path: "/api/settings/users/{id}",
    summary: "Modificar una cuenta (nombre, rol, activa)",
    tag: "Usuarios",
    access: adminOnly,
    body: staffUserPatch,
    answer: { json: staffUserRecord },
  },
  resetUserPassword: {
    method: "POST",
    path: "/api/settings/users/{id}/password",
    summary: "Asignar una contraseña nueva a una cuenta",
    tag: "Usuarios",
    access: adminOnly,
    body: passwordReset,
    answer: { empty: true },
    browserSessionOnly: true,
  },
  listApiTokens: {
    method: "GET",
    path: "/api/settings/tokens",
    summary: "Listar los tokens de API",
    description: "Solo con una sesión del navegador: un token de API no puede gestionar tokens.",
    tag: "Tokens de API",
    access: adminOnly,
    query: apiTokenListQuery,
    answer: { json: z.array(apiTokenRecord) },
    paged: true,
    browserSessionOnly: true,
  },
  createApiToken: {
    method: "POST",
    path: "/api/settings/tokens",
    summary: "Emitir un token de API para una cuenta",
    description: "Responde el token esta única vez; se guarda solo su hash.",
    tag: "Tokens de API",
    access: adminOnly,
    body: apiTokenInput,
    answer: { json: createdApiTokenRecord, status: 201 },
    browserSessionOnly: true,
  },
  revokeApiToken: {
    method: "POST",
    path: "/api/settings/tokens/{id}/revoke",
    summary: "Revocar un token de API",
    tag: "Tokens de API",
    access: adminOnly,
    answer: { json: apiTokenRecord },
    browserSessionOnly: true,
  },
  listJobs: {
    method: "GET",
    path: "/api/settings/jobs",
    summary: "Tareas recientes de la cola, la más reciente primero",
    tag: "Tareas programadas",
    access: adminOnly,
    query: jobListQuery,
    answer: { json: z.array(jobRecord) },
    paged: true,
  },
  jobSchedules: {
    method: "GET",
    path: "/api/settings/jobs/schedules",
    summary: "Tareas programadas y su próxima ejecución",
    tag: "Tareas programadas",
    access: adminOnly,
    answer: { json: z.array(jobScheduleRecord) },
  },
  runJobNow: {
    method: "POST",
    path: "/api/settings/jobs/schedules/{queue}/run",
    summary: "Ejecutar ahora una tarea programada",
    tag: "Tareas programadas",
    access: adminOnly,
    answer: { json: jobRunRecord, status: 201 },
    refusals: [503],
  },
  liveUpdates: {
    method: "GET",
    path: "/api/events",
    summary: "Actualizaciones en vivo (Server-Sent Events)",
    description: "Qué listas cambiaron, solo las que el usuario puede leer; solo con una sesión del navegador.",
    tag: "Sesión",
    access: everyone,
    answer: { file: ["text/event-stream"], about: "Un flujo de eventos: cada uno nombra las listas que cambiaron" },
    browserSessionOnly: true,
  },
  companySettings: {
    method: "GET",
    path: "/api/settings/company",
    summary: "Los datos de la empresa",
    tag: "Empresa",
    access: everyone,
    answer: { json: companySettingsRecord },
  },
  updateCompanySettings: {
    method: "PATCH",
    path: "/api/settings/company",
    summary: "Modificar los datos de la empresa",
    tag: "Empresa",
    access: adminOnly,
    description:
      "Las credenciales del PAC (`pacCredentials`) se guardan cifradas con SECRET_KEY (409 sin ella) y nunca se responden: solo `hasPacCredentials`.",
    body: companySettingsPatch,
    answer: { json: companySettingsRecord },
    refusals: [409],
  },
  companyLogo: {
    method: "GET",
    path: "/api/settings/company/logo",
    summary: "El logo de la empresa",
    tag: "Empresa",
    access: everyone,
    answer: { file: ["image/png", "image/jpeg"], about: "La imagen del logo" },
  },
  replaceCompanyLogo: {
    method: "PUT",
    path: "/api/settings/company/logo",
    summary: "Subir el logo de la empresa",
    description: "El tipo se lee de los bytes (PNG o JPEG); la imagen se reduce si es muy grande.",
    tag: "Empresa",
    access: adminOnly,
    body: logoUpload,
    bodyMediaType: "multipart/form-data",
    answer: { json: companySettingsRecord },
    refusals: [413],
  },
  removeCompanyLogo: {
    method: "DELETE",
    path: "/api/settings/company/logo",
    summary: "Quitar el logo de la empresa",
    tag: "Empresa",
    access: adminOnly,
    answer: { json: companySettingsRecord },
  },
  replaceFeCertificate: {
    method: "PUT",
    path: "/api/settings/company/fe-certificate",
    summary: "Cargar el certificado de firma de la factura electrónica",
    description:
      "Se guarda cifrado con SECRET_KEY (409 sin ella) y nunca se responde: la configuración muestra su sujeto, RUC y vencimiento. " +
      "400 si la contraseña es incorrecta, el archivo no es PKCS#12, no trae la clave privada, venció o es de otro RUC.",
    tag: "Empresa",
    access: adminOnly,
    body: feCertificateUpload,
    bodyMediaType: "multipart/form-data",
    answer: { json: companySettingsRecord },
    refusals: [409, 413],
  },
  removeFeCertificate: {
    method: "DELETE",
    path: "/api/settings/company/fe-certificate",
    summary: "Quitar el certificado de firma de la factura electrónica",
    tag: "Empresa",
    access: adminOnly,
    answer: { json: companySettingsRecord },
  },
  contactRequests: {
    method: "GET",
    path: "/api/contact",
    summary: "Solicitudes de cotización recibidas",
    tag: "Sitio público",
    access: everyone,
    answer: { json: z.array(contactRequestRecord) },
  },
  health: {
    method: "GET",
    path: "/api/health",
    summary: "Estado del servidor y de su base de datos",
    description: "503 con el mismo cuerpo cuando la base de datos no responde.",
    tag: "Sistema",
    access: "public",
    answer: { json: healthRecord },
  },
  remotes: {
    method: "GET",
    path: "/api/remotes",
    summary: "Dónde carga el shell cada módulo remoto",
    tag: "Sistema",
    access: "public",
    answer: { json: remotesManifest },
  },
  openApiDocument: {
    method: "GET",
    path: "/api/openapi.json",
    summary: "Este documento OpenAPI 3.1",
    tag: "Sistema",
    access: "public",
    answer: { json: openApiDocument },
  },
  apiReference: {
    method: "GET",
    path: "/api/reference",
    summary: "Referencia interactiva de la API",
    tag: "Sistema",
    access: everyone,
    answer: { html: "La referencia de la API (Scalar), leída de /api/openapi.json" },
  },
  apiReferenceScript: {
    method: "GET",
    path: "/api/reference/scalar.js",
    summary: "El programa de la referencia interactiva",
    tag: "Sistema",
    access: everyone,
    answer: { file: ["text/javascript"], about: "El paquete de Scalar, servido desde este servidor" },
  },
} as const satisfies Record<string, Endpoint>;
