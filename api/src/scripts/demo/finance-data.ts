import type { BankAccountType, Currency } from "../../contract/values/statuses";

// The demo company's banks (all five main Panamanian banks) and its suppliers, RUC with DV.

export const demoBankAccounts: Array<{
  bankName: string;
  accountName: string;
  accountNumber: string;
  accountType: BankAccountType;
  currency: Currency;
  opening: string;
}> = [
  {
    bankName: "Banco General",
    accountName: "Cuenta operativa",
    accountNumber: "03-72-01-123456-7",
    accountType: "checking",
    currency: "PAB",
    opening: "25000.00",
  },
  {
    bankName: "Banistmo",
    accountName: "Cuenta de planilla",
    accountNumber: "0110-2345-6789",
    accountType: "checking",
    currency: "PAB",
    opening: "8000.00",
  },
  {
    bankName: "BAC Credomatic",
    accountName: "Cuenta en dólares",
    accountNumber: "10-9876-5432",
    accountType: "savings",
    currency: "USD",
    opening: "15000.00",
  },
  {
    bankName: "Banco Nacional de Panamá",
    accountName: "Reserva para impuestos",
    accountNumber: "10000123456",
    accountType: "savings",
    currency: "PAB",
    opening: "5000.00",
  },
  {
    bankName: "Caja de Ahorros",
    accountName: "Fondo de reserva",
    accountNumber: "0200-555-888-1",
    accountType: "savings",
    currency: "PAB",
    opening: "12000.00",
  },
];

export const demoSuppliers: Array<{
  supplierCode: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  nit: string | null;
  /** Upper case without blanks; its DV apart, as the DGI computes it (contract/values/ruc.ts). */
  ruc: string | null;
  dv: string | null;
  paymentTerms: number;
  /** 'Datos para ACH' (api/docs/banking.md): the local suppliers are paid by ACH. */
  achRoutingNumber?: string;
  achAccountNumber?: string;
  achAccountType?: "checking" | "savings";
}> = [
  {
    supplierCode: "PROV-001",
    name: "Redes y Fibra del Istmo, S.A.",
    email: "facturacion@redesfibra.com.pa",
    phone: "+507 800-1234",
    address: "Vía Israel, San Francisco, Ciudad de Panamá",
    nit: null,
    ruc: "155612345-2-2015",
    dv: "49",
    paymentTerms: 15,
    achRoutingNumber: "71",
    achAccountNumber: "0301010123456",
    achAccountType: "checking",
  },
  {
    supplierCode: "PROV-002",
    name: "Inmobiliaria Obarrio, S.A.",
    email: "cobros@inmobarrio.com.pa",
    phone: "+507 223-5566",
    address: "Calle 53 Este, Obarrio, Ciudad de Panamá",
    nit: null,
    ruc: "2045678-1-741230",
    dv: "14",
    paymentTerms: 5,
    achRoutingNumber: "26",
    achAccountNumber: "0100223344",
    achAccountType: "checking",
  },
  {
    supplierCode: "PROV-003",
    name: "Suministros de Oficina Panamá, S.A.",
    email: "ventas@sumipanama.com.pa",
    phone: "+507 236-7788",
    address: "Vía España, Río Abajo, Ciudad de Panamá",
    nit: null,
    ruc: "1556987-1-659874",
    dv: "80",
    paymentTerms: 30,
    achRoutingNumber: "1384",
    achAccountNumber: "103456789",
    achAccountType: "checking",
  },
  {
    supplierCode: "PROV-004",
    name: "Electro Servicios Metropolitanos, S.A.",
    email: "clientes@electrosm.com.pa",
    phone: "+507 315-7000",
    address: "Avenida Ricardo J. Alfaro, Betania, Ciudad de Panamá",
    nit: null,
    ruc: "876543-1-512345",
    dv: "57",
    paymentTerms: 20,
    achRoutingNumber: "71",
    achAccountNumber: "0401020987654",
    achAccountType: "checking",
  },
  {
    supplierCode: "PROV-005",
    name: "Nube Global Hosting LLC",
    email: "billing@nubeglobal.example",
    phone: "+1 305 555 0142",
    address: "1200 Brickell Avenue, Miami, FL, Estados Unidos",
    nit: "84-1234567",
    ruc: null,
    dv: null,
    paymentTerms: 0,
  },
  {
    supplierCode: "PROV-006",
    name: "Licda. Carmen Vergara (contadora pública autorizada)",
    email: "cvergara.cpa@gmail.com",
    phone: "+507 6677-8899",
    address: "Edificio Plaza Concordia, oficina 5, Vía España, Ciudad de Panamá",
    nit: null,
    ruc: "8-765-4321",
    dv: "03",
    paymentTerms: 15,
    achRoutingNumber: "71",
    achAccountNumber: "0472991234567",
    achAccountType: "savings",
  },
];
