import { panamaWallClock } from "../../contract/values/dates";
import type { FeEnvironment } from "../document";
import {
  type PacAdapter,
  type PacAnswer,
  type PacDocumentKey,
  PacRefused,
  type PacRejected,
  type PacStatus,
  PacUnreachable,
} from "./adapter";
import { fields, hkaDocumento } from "./hka-document";
import { hkaRefusalMessage } from "./hka-messages";
import {
  callHka,
  type HkaMethod,
  type HkaParam,
  HkaRequestFault,
  hkaNamespaces,
  hkaText,
  soapRequest,
} from "./hka-soap";

// The PAC adapter for The Factory HKA (and EBI, which runs the same service): its SOAP service
// `ws/obj/v1.0/Service.svc`, HKA's answers as the product's (api/docs/electronic-invoicing-pac.md).

/** HKA's published endpoints by iAmb: 1 production, 2 demo (HKA's test environment). */
export const hkaEndpoints: Record<FeEnvironment, string> = {
  1: "https://emision.thefactoryhka.com.pa/ws/obj/v1.0/Service.svc",
  2: "https://demoemision.thefactoryhka.com.pa/ws/obj/v1.0/Service.svc",
};

export type HkaAdapterOptions = {
  url: string;
  /** One pair per RUC and environment, issued by HKA. */
  tokenEmpresa: string;
  tokenPassword: string;
  /** How long a call may take before the PAC counts as unreachable. */
  timeoutMs: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
};

const SUCCESS = "200";

/**
 * HKA's dates: '2019-05-29T13:32:21+00:00' (Enviar) or '2023-04-10 10:29:07' with no zone
 * (EstadoDocumento), which is Panama's wall clock. Null when absent or not a date.
 */
export function hkaDate(text: string | null): Date | null {
  if (!text) return null;
  const zoned = /(Z|[+-]\d\d:\d\d)$/.test(text);
  const date = zoned ? new Date(text) : panamaWallClock(text.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function createHkaAdapter(options: HkaAdapterOptions): PacAdapter {
  const call = { url: options.url, timeoutMs: options.timeoutMs, fetch: options.fetch ?? fetch };
  const tokens: HkaParam[] = [
    ["tokenEmpresa", options.tokenEmpresa],
    ["tokenPassword", options.tokenPassword],
  ];

  /** datosDocumento: HKA's key of a document (its contract's fields are in alphabetical order). */
  const documentKey = (key: PacDocumentKey): HkaParam => [
    "datosDocumento",
    fields(
      ["codigoSucursalEmisor", key.branchCode],
      ["numeroDocumentoFiscal", key.number],
      ["puntoFacturacionFiscal", key.billingPoint],
      ["tipoDocumento", key.documentType],
      ["tipoEmision", key.emissionType],
    ),
  ];

  const request = (method: HkaMethod, params: HkaParam[], signal?: AbortSignal, namespace?: string) =>
    callHka(call, method, soapRequest(method, [...tokens, ...params], namespace), signal);

  /** A call's answer; a fault on the request itself (bad XML, unknown action) is PacRefused. */
  async function reply(method: HkaMethod, params: HkaParam[], signal?: AbortSignal, namespace?: string) {
    try {
      return await request(method, params, signal, namespace);
    } catch (error) {
      if (error instanceof HkaRequestFault) throw new PacRefused(error.code, error.message);
      throw error;
    }
  }

  /** A query's answer when HKA gives what was asked (200); any other code is PacRefused. */
  async function query(method: HkaMethod, params: HkaParam[], signal?: AbortSignal, namespace?: string) {
    const result = await reply(method, params, signal, namespace);
    const code = hkaText(result, "codigo") ?? "";
    if (code !== SUCCESS) throw new PacRefused(code, hkaRefusalMessage(code, hkaText(result, "mensaje")));
    return result;
  }

  /** A document's answer (Enviar, AnulacionDocumento): HKA's answer, or a rejection of the request. */
  async function submit(
    method: HkaMethod,
    params: HkaParam[],
    signal: AbortSignal | undefined,
  ): Promise<{ answer: Record<string, unknown> } | { rejected: PacRejected }> {
    const namespace = method === "Enviar" ? hkaNamespaces.comprobante : hkaNamespaces.model;
    try {
      return { answer: await request(method, params, signal, namespace) };
    } catch (error) {
      if (!(error instanceof HkaRequestFault)) throw error;
      return { rejected: { outcome: "rejected", code: error.code, message: error.message } };
    }
  }

  const refusal = (result: Record<string, unknown>): PacRejected => {
    const code = hkaText(result, "codigo") ?? "";
    return { outcome: "rejected", code, message: hkaRefusalMessage(code, hkaText(result, "mensaje")) };
  };

  async function download(method: "DescargaXML" | "DescargaPDF", key: PacDocumentKey, signal?: AbortSignal) {
    const result = await query(method, [documentKey(key)], signal, hkaNamespaces.model);
    const content = hkaText(result, "documento");
    if (!content) throw new PacRefused("", "The Factory HKA no envió el archivo solicitado");
    return Buffer.from(content, "base64");
  }

  return {
    async send(submission, signal): Promise<PacAnswer> {
      // HKA builds, signs and numbers (CUFE) the rFE from its own model: the product's signed XML
      // and CUFE are not sent, and the CUFE that counts is the one HKA answers.
      const documento: HkaParam = ["documento", hkaDocumento(submission.document)];
      const submitted = await submit("Enviar", [documento], signal);
      if ("rejected" in submitted) return submitted.rejected;
      const { answer } = submitted;
      if (hkaText(answer, "codigo") !== SUCCESS) return refusal(answer);
      const cufe = hkaText(answer, "cufe");
      const protocol = hkaText(answer, "nroProtocoloAutorizacion");
      const qrContent = hkaText(answer, "qr");
      if (hkaText(answer, "resultado")?.toLowerCase() !== "procesado" || !cufe || !protocol || !qrContent) {
        // Processed without what makes it fiscal: ask its state later rather than guess either way.
        throw new PacUnreachable("The Factory HKA respondió sin el CUFE, el protocolo o el QR del documento");
      }
      const authorisedAt = hkaDate(hkaText(answer, "fechaRecepcionDGI")) ?? new Date();
      return { outcome: "authorised", cufe, protocol, authorisedAt, qrContent, xml: null };
    },

    async status(key, signal): Promise<PacStatus> {
      const result = await reply("EstadoDocumento", [documentKey(key)], signal, hkaNamespaces.model);
      const code = hkaText(result, "codigo") ?? "";
      if (code !== SUCCESS) return { state: "unknown", message: hkaRefusalMessage(code, hkaText(result, "mensaje")) };
      const said = hkaText(result, "estatusDocumento") ?? "";
      const state = said.toLowerCase();
      if (state.startsWith("anulad")) return { state: "annulled" };
      if (state.startsWith("autorizad")) {
        return {
          state: "authorised",
          protocol: hkaText(result, "nroProtocoloAutorizacion"),
          authorisedAt: hkaDate(hkaText(result, "fechaRecepcionDocumento")),
        };
      }
      const detail = hkaText(result, "mensajeDocumento") ?? hkaText(result, "mensaje") ?? "sin detalle";
      return { state: "unknown", message: `The Factory HKA informa el estado «${said || "desconocido"}»: ${detail}` };
    },

    async annul(key, reason, signal) {
      const params: HkaParam[] = [["motivoAnulacion", reason], documentKey(key)];
      const submitted = await submit("AnulacionDocumento", params, signal);
      if ("rejected" in submitted) return submitted.rejected;
      return hkaText(submitted.answer, "codigo") === SUCCESS ? { outcome: "annulled" } : refusal(submitted.answer);
    },

    async downloadXml(key, signal) {
      return (await download("DescargaXML", key, signal)).toString("utf8");
    },

    async downloadPdf(key, signal) {
      return new Uint8Array(await download("DescargaPDF", key, signal));
    },

    async remainingFolios(signal) {
      const result = await query("FoliosRestantes", [], signal);
      // The wiki's table says foliosDisponiblesCiclo; its example, and the integrations that read it, foliosDisponibleCiclo.
      const available = hkaText(result, "foliosDisponibleCiclo") ?? hkaText(result, "foliosDisponiblesCiclo");
      if (!available || !/^\d+$/.test(available)) {
        throw new PacRefused("", "The Factory HKA no informó los folios disponibles del ciclo");
      }
      return Number(available);
    },
  };
}
