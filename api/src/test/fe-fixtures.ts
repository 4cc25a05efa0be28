import { panamaWallClock } from "../contract/values/dates";
import type { FeDocument, FeItem, FeLocation, FeReceiver } from "../fe/document";

// Fiscal documents for the electronic-invoicing tests (api/src/fe/*.test.ts): an invoice to a
// taxpayer, and the variants each test needs (export, government, final consumer, credit note).

/** Two places of the DGI's catalogue, with its names. */
export const bellaVista: FeLocation = {
  code: "8-8-7",
  province: "PANAMA",
  district: "PANAMA",
  corregimiento: "BELLA VISTA",
};
const santaAna: FeLocation = { code: "8-8-3", province: "PANAMA", district: "PANAMA", corregimiento: "SANTA ANA" };

export const sampleItem = (overrides: Partial<FeItem> = {}): FeItem => ({
  description: "Servicio de consultoría",
  quantity: "2",
  unitPrice: "150.00",
  discountPercent: "0",
  itbmsRate: "7",
  ...overrides,
});

export const taxpayerReceiver: FeReceiver = {
  type: "01",
  ruc: { type: 2, ruc: "155596713-2-2015", dv: "59" },
  name: "Cliente Contribuyente, S.A.",
  address: "Calle 50, Edificio Global, piso 3",
  location: bellaVista,
  foreignId: null,
  phone: "209-1234",
  email: "compras@cliente.com.pa",
  countryCode: "PA",
};

export const sampleDocument = (overrides: Partial<FeDocument> = {}): FeDocument => ({
  environment: 2,
  emissionType: "01",
  contingency: null,
  documentType: "01",
  number: "0000000042",
  billingPoint: "001",
  securityCode: "123456789",
  issuedAt: panamaWallClock("2026-11-25T10:15:00"),
  issuer: {
    ruc: { type: 2, ruc: "2588017-1-831938", dv: "20" },
    name: "Servicios Profesionales Ejemplo, S.A.",
    branchCode: "0000",
    coordinates: "+8.9892,-79.5201",
    address: "Avenida Balboa, Torre Ejemplo, oficina 12",
    location: bellaVista,
    phone: "264-5555",
    email: "facturacion@ejemplo.com.pa",
  },
  receiver: taxpayerReceiver,
  items: [sampleItem()],
  paymentMethod: "02",
  dueDate: null,
  reference: null,
  notes: null,
  ...overrides,
});

export const finalConsumer: FeReceiver = {
  type: "02",
  ruc: null,
  name: "Consumidor final",
  address: null,
  location: null,
  foreignId: null,
  phone: null,
  email: null,
  countryCode: "PA",
};

export const governmentReceiver: FeReceiver = {
  type: "03",
  ruc: { type: 2, ruc: "8-NT-1-12345", dv: "01" },
  name: "Ministerio de Ejemplo",
  address: "Avenida Perú, edificio del ministerio",
  location: santaAna,
  foreignId: null,
  phone: "507-7000",
  email: null,
  countryCode: "PA",
};

export const foreignReceiver: FeReceiver = {
  type: "04",
  ruc: null,
  name: "Example Services LLC",
  address: "100 Main Street, Miami, FL",
  location: null,
  foreignId: "US-EIN-12-3456789",
  phone: null,
  email: "ap@example.com",
  countryCode: "US",
};

/** An export invoice (iDoc 03) to a foreign client. */
export const exportInvoice = (): FeDocument =>
  sampleDocument({ documentType: "03", receiver: foreignReceiver, items: [sampleItem({ itbmsRate: "0" })] });

/** A credit note (iDoc 04) correcting an invoice by its CUFE. */
export const creditNote = (invoiceCufe: string): FeDocument =>
  sampleDocument({
    documentType: "04",
    number: "0000000007",
    reference: {
      issuerRuc: { type: 2, ruc: "2588017-1-831938", dv: "20" },
      issuerName: "Servicios Profesionales Ejemplo, S.A.",
      issuedAt: panamaWallClock("2026-11-20T09:00:00"),
      cufe: invoiceCufe,
    },
  });
