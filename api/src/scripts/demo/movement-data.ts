import type { PayableTax } from "../../contract/taxes/payable-taxes";
import type { DebtStatus, PayableCategory } from "../../contract/values/statuses";

// What the demo company owes (indexes into demoSuppliers) and its recurring monthly movements.

/**
 * `taxes` are each invoice's base and ITBMS per rate as printed (the total is their sum); `paid`
 * below the total gives a partial payment from Banco General.
 */
export const demoPayables: Array<{
  supplier: number;
  invoiceNumber: string;
  taxes: PayableTax[];
  issuedIn: number;
  dueIn: number;
  status: DebtStatus;
  paid?: string;
  category: PayableCategory;
  description: string;
}> = [
  {
    supplier: 1,
    invoiceNumber: "ALQ-0112",
    taxes: [{ rate: "7", base: "1800.00", itbms: "126.00" }],
    issuedIn: -2,
    dueIn: 3,
    status: "pending",
    category: "rent",
    description: "Alquiler de oficina del próximo mes, ITBMS incluido",
  },
  {
    supplier: 3,
    invoiceNumber: "ESM-88231",
    taxes: [{ rate: "0", base: "245.60", itbms: "0.00" }],
    issuedIn: -23,
    dueIn: -3,
    status: "overdue",
    category: "utilities",
    description: "Consumo eléctrico de la oficina",
  },
  {
    supplier: 2,
    invoiceNumber: "SOP-4512",
    taxes: [{ rate: "7", base: "355.37", itbms: "24.88" }],
    issuedIn: -18,
    dueIn: 12,
    status: "partially_paid",
    paid: "200.00",
    category: "supplies",
    description: "Papelería y tóner",
  },
  {
    supplier: 4,
    invoiceNumber: "INV-2026-1042",
    taxes: [{ rate: "0", base: "520.00", itbms: "0.00" }],
    issuedIn: -12,
    dueIn: -12,
    status: "paid",
    paid: "520.00",
    category: "software",
    description: "Servidores adicionales para pruebas de carga",
  },
  {
    supplier: 5,
    invoiceNumber: "HP-0031",
    taxes: [{ rate: "7", base: "607.48", itbms: "42.52" }],
    issuedIn: -5,
    dueIn: 10,
    status: "pending",
    category: "services",
    description: "Declaración de ITBMS e informe de compras",
  },
  {
    supplier: 0,
    invoiceNumber: "RFI-102938",
    taxes: [{ rate: "7", base: "140.00", itbms: "9.80" }],
    issuedIn: -3,
    dueIn: 12,
    status: "pending",
    category: "utilities",
    description: "Internet dedicado 100 Mbps",
  },
];

/** Monthly bank movements: day of month, bank account index, category name, counterparty. */
export const demoMonthly: Array<{
  day: number;
  type: "income" | "expense";
  amount: string;
  account: number;
  category: string;
  description: string;
  client?: number;
  supplier?: number;
}> = [
  {
    day: 3,
    type: "expense",
    amount: "520.00",
    account: 2,
    category: "Servicios en la nube",
    description: "Servidores en la nube",
    supplier: 4,
  },
  {
    day: 5,
    type: "expense",
    amount: "1926.00",
    account: 0,
    category: "Alquiler",
    description: "Alquiler de oficina",
    supplier: 1,
  },
  {
    day: 8,
    type: "income",
    amount: "695.50",
    account: 0,
    category: "Soporte y mantenimiento",
    description: "Mantenimiento mensual del sitio",
    client: 5,
  },
  {
    day: 10,
    type: "expense",
    amount: "238.40",
    account: 0,
    category: "Servicios públicos",
    description: "Electricidad de la oficina",
    supplier: 3,
  },
  {
    day: 12,
    type: "expense",
    amount: "149.80",
    account: 0,
    category: "Internet y telefonía",
    description: "Internet dedicado",
    supplier: 0,
  },
  {
    day: 14,
    type: "expense",
    amount: "812.35",
    account: 3,
    category: "Cuotas CSS y seguro educativo",
    description: "Cuotas obrero-patronales CSS",
  },
  {
    day: 15,
    type: "expense",
    amount: "3250.00",
    account: 1,
    category: "Salarios",
    description: "Planilla primera quincena",
  },
  {
    day: 18,
    type: "income",
    amount: "4815.00",
    account: 0,
    category: "Desarrollo de software",
    description: "Cobro de desarrollo a la medida",
    client: 0,
  },
  {
    day: 22,
    type: "income",
    amount: "1284.00",
    account: 2,
    category: "Consultoría",
    description: "Consultoría en arquitectura de software",
    client: 7,
  },
  {
    day: 28,
    type: "expense",
    amount: "3250.00",
    account: 1,
    category: "Salarios",
    description: "Planilla segunda quincena",
  },
];
