import { z } from "zod";
import { SESSION_COOKIE } from "../auth/sessions";
import { type Endpoint, endpointList, endpoints, pathParameters } from "../contract/endpoints";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER, TOTAL_COUNT_HEADER } from "../contract/protocol";

// GET /api/openapi.json: the OpenAPI 3.1 document, generated from the endpoint table
// (contract/endpoints.ts), with zod's own JSON Schema output (draft 2020-12, OpenAPI 3.1's dialect)
// for every query, body and answer (api/docs/openapi.md). Built once: the table does not change
// while the server runs.

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema: what a client sends (`input`) or what the API answers (`output`). */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // `any`: a transform has no JSON Schema of its own; the field builders' meta says what it takes.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return rest;
}

const errorBody = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "El motivo, en español, para mostrarlo al usuario" },
    issues: {
      type: "array",
      description: "Solo en 400: cada campo inválido con su mensaje",
      items: {
        type: "object",
        required: ["field", "message"],
        properties: { field: { type: "string" }, message: { type: "string" } },
      },
    },
  },
};

/** Every refusal the API answers, with `{ error, issues? }` (api/docs/conventions.md). */
const refusals = {
  400: "Datos inválidos: `issues` lista cada campo con su mensaje",
  401: "Sin sesión: 'Unauthorized: inicie sesión para continuar'",
  403: "El rol no puede hacer esto, o la solicitud no trae el Origin de la aplicación",
  404: "El registro (o la ruta) no existe",
  409: "Conflicto: el registro está en uso, ya existe, o la clave de idempotencia se usó con otra solicitud",
  410: "Ya no existe: el enlace venció o fue revocado",
  413: "La solicitud es demasiado grande",
  422: "No se puede hacer con los datos actuales: saldo insuficiente, monto mayor que el saldo pendiente",
  429: "Demasiadas solicitudes: espere e inténtelo de nuevo",
  503: "El servidor está ocupado (p. ej. generando otros PDF): inténtelo de nuevo en unos segundos",
} as const;

const isWrite = (endpoint: Endpoint) => endpoint.method !== "GET";

/** The refusals `endpoint` may answer: those every operation of its kind shares, and its own. */
function refusalsOf(endpoint: Endpoint): Array<keyof typeof refusals> {
  const statuses = new Set<keyof typeof refusals>(endpoint.refusals ?? []);
  if (endpoint.query || endpoint.body || endpoint.idempotent) statuses.add(400);
  if (endpoint.access !== "public") {
    statuses.add(401);
    statuses.add(403);
  }
  if (isWrite(endpoint)) statuses.add(403);
  if (pathParameters(endpoint.path).length > 0) statuses.add(404);
  if (isWrite(endpoint) && endpoint.access !== "public") statuses.add(409);
  if (endpoint.body) statuses.add(413);
  return [...statuses].sort();
}

const PATH_PARAMETERS: Record<string, string> = {
  id: "Identificador del registro",
  provider: "Proveedor de inicio de sesión: google, microsoft u oidc",
  queue: "Nombre de la cola de la tarea programada",
  linkId: "Identificador del enlace para el cliente",
};

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const parameters: JsonSchema[] = pathParameters(endpoint.path).map((name) => ({
    name,
    in: "path",
    required: true,
    description: PATH_PARAMETERS[name] ?? name,
    schema:
      name === "id" || name === "linkId" ? { type: "integer", minimum: 1, maximum: 2_147_483_647 } : { type: "string" },
  }));
  if (endpoint.query) {
    const query = jsonSchema(endpoint.query, "input");
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      parameters.push({ name, in: "query", required: required.has(name), description, schema: rest });
    }
  }
  if (isWrite(endpoint)) {
    parameters.push({
      name: "Origin",
      in: "header",
      required: true,
      description: "El origen de la aplicación (protección CSRF): sin él, o con otro, la respuesta es 403",
      schema: { type: "string", format: "uri" },
    });
  }
  if (endpoint.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: "header",
      required: false,
      description:
        "Una clave por envío (1 a 200 caracteres ASCII visibles): repetir la solicitud con la misma clave y el mismo cuerpo responde la primera respuesta, sin repetir el movimiento, durante 24 h; con otro cuerpo, 409",
      schema: { type: "string", minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7e]+$" },
    });
  }
  return parameters;
}

const binary = { type: "string", format: "binary" };

/** The successful answer of `endpoint`, by status. */
function successOf(endpoint: Endpoint): Record<string, JsonSchema> {
  const answer = endpoint.answer;
  if ("empty" in answer) return { 204: { description: "Hecho; sin contenido" } };
  if ("redirect" in answer) {
    return {
      [answer.status]: {
        description: answer.redirect,
        headers: { Location: { description: "Adónde va", schema: { type: "string" } } },
      },
    };
  }
  if ("html" in answer)
    return { 200: { description: answer.html, content: { "text/html": { schema: { type: "string" } } } } };
  if ("file" in answer) {
    const content = Object.fromEntries(answer.file.map((type) => [type, { schema: binary }]));
    return { 200: { description: answer.about, content } };
  }
  const headers: JsonSchema = {};
  if (endpoint.paged) {
    headers[TOTAL_COUNT_HEADER] = {
      description: "Cuántos registros coinciden en total (todas las páginas)",
      schema: { type: "integer", minimum: 0 },
    };
  }
  if (endpoint.idempotent) {
    headers[REPLAYED_HEADER] = {
      description: "'true' cuando la respuesta es la guardada para esa Idempotency-Key",
      schema: { type: "string", enum: ["true"] },
    };
  }
  return {
    [answer.status ?? 200]: {
      description: answer.status === 201 ? "Creado" : "Correcto",
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: { "application/json": { schema: jsonSchema(answer.json, "output") } },
    },
  };
}

function securityOf(endpoint: Endpoint): JsonSchema[] {
  if (endpoint.access === "public") return [];
  return endpoint.browserSessionOnly ? [{ sesion: [] }] : [{ sesion: [] }, { token: [] }];
}

function operationOf(endpoint: Endpoint, operationId: string): JsonSchema {
  const responses: Record<string, JsonSchema> = successOf(endpoint);
  for (const status of refusalsOf(endpoint)) responses[status] = { $ref: `#/components/responses/${status}` };
  return {
    operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    // Public: no session needed. Otherwise the session cookie, or an API token where the table allows one.
    security: securityOf(endpoint),
    ...(endpoint.access === "public" ? {} : { "x-roles": endpoint.access }),
    parameters: parametersOf(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { [endpoint.bodyMediaType ?? "application/json"]: { schema: jsonSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    responses,
  };
}

const DESCRIPTION = `API del Sistema Interno de Istmo Software: CRM, cotizaciones, facturas, proyectos y finanzas de Panamá (ITBMS, DGI, balboa y dólar).

- **Sesión**: inicie sesión en \`/api/login\`; la cookie \`${SESSION_COOKIE}\` (HttpOnly) acompaña cada llamada. \`x-roles\` dice qué roles puede llamar cada operación; los demás reciben 403.
- **Origin**: toda solicitud que cambia algo (POST, PUT, PATCH, DELETE) debe traer el encabezado \`Origin\` de la aplicación; sin él, o con otro, 403 'Origen de la solicitud no permitido'.
- **Errores**: \`{ error, issues? }\` con el motivo en español; 400 trae \`issues\` con cada campo.
- **Dinero**: montos exactos como texto decimal ('1250.50'), nunca números de coma flotante; B/. y $ a la par.
- **Fechas**: calendario de Panamá, 'AAAA-MM-DD'; instantes en ISO 8601.
- **Listas**: \`q\`, filtros, \`from\`/\`to\`, \`limit\` (1 a 500) y \`offset\`; el total en \`${TOTAL_COUNT_HEADER}\`.
- **Idempotencia**: los POST que mueven dinero aceptan \`${IDEMPOTENCY_HEADER}\`.`;

function buildDocument() {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  // The operationId is the entry's name in the table: `createClient`.
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    const operations = paths[endpoint.path] ?? {};
    operations[endpoint.method.toLowerCase()] = operationOf(endpoint, name);
    paths[endpoint.path] = operations;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Sistema Interno", version: "1.0.0", description: DESCRIPTION },
    servers: [{ url: "/", description: "Este servidor" }],
    tags: [...new Set(endpointList.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        sesion: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "La sesión que crea el inicio de sesión (/api/login): 12 h sin uso o 7 días en total",
        },
        token: {
          type: "http",
          scheme: "bearer",
          description: "Un token de API, enviado como `Authorization: Bearer …`",
        },
      },
      schemas: { Error: errorBody },
      responses: Object.fromEntries(
        Object.entries(refusals).map(([status, description]) => [
          status,
          { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ]),
      ),
    },
  };
}

let built: ReturnType<typeof buildDocument> | undefined;

/** The document (built on first use). */
export function openApiDocument() {
  built ??= buildDocument();
  return built;
}
