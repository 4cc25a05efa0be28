// The landing page imports this file on its own (shared-ui/src/public-site.ts), not through endpoints.ts.
import { contactInput, contactReceipt } from "../crm/contact";
import { quoteAnswerInput, quoteAnswerQuery, quoteAnswerView } from "../documents/quote-answers";
import type { Endpoint } from "../endpoint";

// The endpoint table (endpoints.ts), the part the public site calls: the landing page's contact
// form and sign-in link, and the page a quote's answer link opens. A table of its own so that the
// landing page's bundle, built over this part alone (shared-ui's publicSite), carries these
// operations' schemas and none of the back office's.

export const publicSiteEndpoints = {
  signInPage: {
    method: "GET",
    path: "/api/login",
    summary: "Página de inicio de sesión",
    tag: "Sesión",
    access: "public",
    answer: { html: "La página de inicio de sesión, con los proveedores de inicio único configurados" },
  },
  sendContactRequest: {
    method: "POST",
    path: "/api/contact",
    summary: "Enviar una solicitud de cotización (formulario del sitio)",
    description: "Cinco por minuto por dirección; la sexta recibe 429.",
    tag: "Sitio público",
    access: "public",
    body: contactInput,
    answer: { json: contactReceipt, status: 201 },
    refusals: [429],
  },
  quoteAnswer: {
    method: "GET",
    path: "/api/quote-answer",
    summary: "La cotización que abre un enlace para el cliente (sin sesión)",
    description:
      "404 si el enlace no existe, 410 si venció o fue revocado. Limitado por dirección, como el formulario de contacto (429).",
    tag: "Sitio público",
    access: "public",
    query: quoteAnswerQuery,
    answer: { json: quoteAnswerView },
    refusals: [404, 410, 429],
  },
  answerQuote: {
    method: "POST",
    path: "/api/quote-answer",
    summary: "Aceptar o rechazar una cotización desde su enlace (sin sesión)",
    description:
      "Una sola vez, solo una cotización enviada y vigente (409 si no). 404 si el enlace no existe, 410 si venció o fue revocado; limitado por dirección (429).",
    tag: "Sitio público",
    access: "public",
    body: quoteAnswerInput,
    answer: { json: quoteAnswerView },
    refusals: [404, 409, 410, 429],
  },
} as const satisfies Record<string, Endpoint>;
