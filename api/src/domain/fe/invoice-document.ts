import { eq } from "drizzle-orm";
import { parseRuc } from "../../contract/values/ruc";
import type { Db } from "../../db/client";
import { type CompanySettings, clients, type Invoice } from "../../db/schema";
import type { FeDocument, FeDocumentType, FeIssuer, FeReceiver, FeRuc, FeRucType } from "../../fe/document";
import { readDocumentLines } from "../documents/lines";

// From an invoice, its lines, its client and the company to the product's fiscal document model
// (fe/document.ts). The rules that choose the DGI's codes are in api/docs/electronic-invoicing.md
// ("From an invoice to the rFE").

/** What numbers and dates this issue of the document: its series slot and how it is emitted. */
export type FeHeader = Pick<
  FeDocument,
  "number" | "securityCode" | "issuedAt" | "emissionType" | "contingency" | "environment" | "billingPoint"
>;

const DGI_PHONE = /^[0-9]{3,4}-[0-9]{4}$/;

/** dTipoRuc from the RUC's own layout (contract/values/ruc.ts): a cédula-based RUC is a natural person's. */
export function rucTypeOf(ruc: string): FeRucType {
  return parseRuc(ruc)?.kind === "natural" ? 1 : 2;
}

export const feRuc = (ruc: string, dv: string | null): FeRuc => ({
  type: rucTypeOf(ruc),
  ruc,
  dv: (dv ?? "").padStart(2, "0"),
});

type ClientRow = typeof clients.$inferSelect;

/**
 * iTipoRec: abroad, a foreigner (04); a government entity (03); with a RUC, a taxpayer (01);
 * otherwise a final consumer (02).
 */
export function receiverOf(client: ClientRow): FeReceiver {
  const abroad = client.countryCode !== "PA";
  const type = abroad ? "04" : client.isGovernment ? "03" : client.ruc ? "01" : "02";
  const phone = client.phone?.trim() ?? "";
  return {
    type,
    ruc: !abroad && client.ruc ? feRuc(client.ruc, client.dv) : null,
    name: (client.company?.trim() || client.name).slice(0, 100),
    address: client.address?.trim().slice(0, 100) || null,
    location: null,
    foreignId: abroad ? client.ruc : null,
    // The DGI takes only its own phone format; any other is left out rather than refused.
    phone: DGI_PHONE.test(phone) ? phone : null,
    email: client.email,
    countryCode: client.countryCode,
  };
}

/** The company as the issuer (gEmis); the settings were checked complete. */
export function issuerOf(company: CompanySettings): FeIssuer {
  return {
    ruc: feRuc(company.ruc ?? "", company.dv),
    name: company.legalName.slice(0, 100),
    branchCode: company.feBranchCode ?? "0000",
    coordinates: company.feCoordinates ?? "",
    address: (company.address ?? "").slice(0, 100),
    location: {
      code: company.feLocationCode ?? "",
      province: company.feProvince ?? "",
      district: company.feDistrict ?? "",
      corregimiento: company.feCorregimiento ?? "",
    },
    phone: company.phone ?? "",
    email: company.email,
  };
}

/** A client abroad is invoiced with an export invoice (03); anyone else with 01. */
export const invoiceDocumentType = (client: Pick<ClientRow, "countryCode">): FeDocumentType =>
  client.countryCode === "PA" ? "01" : "03";

/** The fiscal document of `invoice`, numbered and dated by `header`. The settings were checked complete. */
export async function feDocumentOfInvoice(
  tx: Db,
  invoice: Invoice,
  company: CompanySettings,
  header: FeHeader,
): Promise<FeDocument> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, invoice.clientId));
  if (!client) throw new Error(`La factura ${invoice.invoiceNumber} no tiene cliente`);
  const lines = await readDocumentLines(tx, "invoice", invoice.id);
  const paid = invoice.status === "paid";
  return {
    ...header,
    documentType: invoiceDocumentType(client),
    issuer: issuerOf(company),
    receiver: receiverOf(client),
    items: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      itbmsRate: line.itbmsRate,
    })),
    // A paid invoice was paid by transfer or deposit (how this company is paid); one still owed is on credit.
    paymentMethod: paid ? "08" : "01",
    dueDate: paid ? null : invoice.dueDate,
    reference: null,
    notes: [invoice.title, invoice.description].filter(Boolean).join("\n").slice(0, 5000) || null,
  };
}
