import type {
  BankAccountType,
  ClientStatus,
  Currency,
  DebtStatus,
  InvoiceStatus,
  PayableCategory,
  ProjectStatus,
  QuoteStatus,
} from "../contract/statuses";

// Demo content for `bun run seed:demo`: fictional Panamanian companies and people. Dates are
// offsets in days from today (Panama), so the demo always looks current: some items overdue,
// some due this week, some later.

export const demoClients: Array<{
  name: string;
  company: string | null;
  email: string;
  phone: string;
  address: string;
  status: ClientStatus;
}> = [
  { name: "Carlos Méndez", company: "Inversiones Marítimas del Pacífico, S.A.", email: "cmendez@inmarpac.com.pa", phone: "+507 264-1234", address: "Calle 50, Torre Financiera, piso 12, Bella Vista, Ciudad de Panamá", status: "active" },
  { name: "María González", company: "Distribuidora La Chorrera, S.A.", email: "mgonzalez@dislachorrera.com.pa", phone: "+507 253-4567", address: "Avenida de las Américas, local 3, La Chorrera, Panamá Oeste", status: "active" },
  { name: "Roberto Arosemena", company: "Constructora Costa del Este, S.A.", email: "rarosemena@ccde.com.pa", phone: "+507 6612-3456", address: "Avenida Centenario, Costa del Este, Ciudad de Panamá", status: "active" },
  { name: "Ana Lucía Samudio", company: "Agroexportadora Chiriquí, S.A.", email: "asamudio@agrochiriqui.com.pa", phone: "+507 775-2233", address: "Avenida Obaldía, David, Chiriquí", status: "active" },
  { name: "Luis Barría", company: "Logística Zona Libre, S.A.", email: "lbarria@logzl.com.pa", phone: "+507 441-7788", address: "Zona Libre de Colón, calle 13, Colón", status: "active" },
  { name: "Gabriela Pinzón", company: "Fundación Educativa Azuero", email: "gpinzon@feazuero.org.pa", phone: "+507 996-1122", address: "Calle Segunda, Chitré, Herrera", status: "active" },
  { name: "Dr. Jorge Castillo", company: null, email: "jcastillo.consultorio@gmail.com", phone: "+507 6789-0123", address: "Vía Argentina, El Cangrejo, Ciudad de Panamá", status: "inactive" },
  { name: "Daniel Ríos", company: "Pagos Digitales del Istmo, S.A.", email: "drios@pagosistmo.com.pa", phone: "+507 6555-4321", address: "Calle 53 Este, Obarrio, Ciudad de Panamá", status: "active" },
];

export const demoQuotes: Array<{ client: number; title: string; description: string | null; amount: string; status: QuoteStatus; validIn: number }> = [
  { client: 0, title: "Portal de clientes para agencias navieras", description: "Portal web con seguimiento de embarques y facturas.", amount: "18500.00", status: "accepted", validIn: -40 },
  { client: 1, title: "Sistema de inventario y facturación", description: "ERP ligero con inventario en bodega y facturación.", amount: "12750.50", status: "sent", validIn: 20 },
  { client: 2, title: "Plataforma de gestión de obras", description: "Control de avance, planillas y compras por proyecto.", amount: "24300.00", status: "accepted", validIn: -70 },
  { client: 3, title: "Sitio web corporativo bilingüe", description: "Sitio en español e inglés con catálogo de productos.", amount: "4200.00", status: "draft", validIn: 30 },
  { client: 4, title: "Integración con el sistema aduanero", description: "Intercambio automático de declaraciones de aduana.", amount: "9800.75", status: "rejected", validIn: -10 },
  { client: 5, title: "Plataforma de matrícula en línea", description: "Matrícula, pagos y expedientes de estudiantes.", amount: "7650.00", status: "sent", validIn: 12 },
  { client: 6, title: "Aplicación web de citas médicas", description: null, amount: "3150.25", status: "expired", validIn: -15 },
  { client: 7, title: "Billetera móvil, fase 1", description: "Análisis, diseño y prototipo de la billetera.", amount: "31000.00", status: "draft", validIn: 30 },
];

/** `paidIn`: day offset of the payment; `paid` below the total makes a partial payment. */
export const demoInvoices: Array<{
  client: number;
  title: string;
  description: string;
  amount: string;
  status: InvoiceStatus;
  issuedIn: number;
  dueIn: number;
  payment?: { amount: "total" | string; in: number };
}> = [
  { client: 0, title: "Portal navieras: anticipo", description: "Anticipo del 50 % del portal de clientes.", amount: "9250.00", status: "paid", issuedIn: -75, dueIn: -45, payment: { amount: "total", in: -50 } },
  { client: 2, title: "Plataforma de obras: hito 1", description: "Hito 1: análisis y diseño de la plataforma.", amount: "8100.00", status: "paid", issuedIn: -60, dueIn: -30, payment: { amount: "total", in: -33 } },
  { client: 1, title: "Inventario: licencias y configuración", description: "Licencias anuales y configuración inicial.", amount: "4500.00", status: "sent", issuedIn: -10, dueIn: 20 },
  { client: 2, title: "Plataforma de obras: hito 2", description: "Hito 2: módulo de planillas y compras.", amount: "8100.00", status: "overdue", issuedIn: -50, dueIn: -20 },
  { client: 5, title: "Mantenimiento del sitio", description: "Mantenimiento mensual del sitio web institucional.", amount: "650.00", status: "sent", issuedIn: -25, dueIn: 5, payment: { amount: "300.00", in: -8 } },
  { client: 3, title: "Soporte técnico trimestral", description: "Soporte técnico del trimestre en curso.", amount: "1200.00", status: "draft", issuedIn: 0, dueIn: 30 },
  { client: 6, title: "Consultoría de seguridad", description: "Revisión de seguridad de la red del consultorio.", amount: "2375.50", status: "cancelled", issuedIn: -90, dueIn: -60 },
  { client: 7, title: "API de pagos", description: "Desarrollo de la API de pagos, primera entrega.", amount: "5600.00", status: "sent", issuedIn: -25, dueIn: 3 },
];

export const demoProjects: Array<{ client: number; name: string; description: string; status: ProjectStatus; budget: string | null; startIn: number | null; endIn: number | null }> = [
  { client: 0, name: "Portal de clientes navieros", description: "Seguimiento de embarques en línea.", status: "in_progress", budget: "18500.00", startIn: -60, endIn: 45 },
  { client: 1, name: "Inventario Distribuidora La Chorrera", description: "Implantación del sistema de inventario.", status: "planning", budget: "12750.50", startIn: 10, endIn: 100 },
  { client: 2, name: "Plataforma de gestión de obras", description: "Planillas, compras y avance de obra.", status: "testing", budget: "24300.00", startIn: -120, endIn: 15 },
  { client: 3, name: "Sitio web Agroexportadora", description: "Sitio corporativo anterior.", status: "completed", budget: "3800.00", startIn: -200, endIn: -150 },
  { client: 5, name: "Matrícula en línea", description: "Primera etapa: inscripción y pagos.", status: "in_progress", budget: "7650.00", startIn: -20, endIn: 70 },
  { client: 6, name: "Citas médicas en línea", description: "Cancelado por el cliente.", status: "cancelled", budget: null, startIn: -100, endIn: null },
  { client: 7, name: "Billetera móvil", description: "En espera de aprobación regulatoria.", status: "on_hold", budget: "31000.00", startIn: null, endIn: null },
  { client: 4, name: "Migración a la nube", description: "Servidores de bodega a la nube.", status: "in_progress", budget: "6400.00", startIn: -35, endIn: 25 },
];

export const demoBankAccounts: Array<{ bankName: string; accountName: string; accountNumber: string; accountType: BankAccountType; currency: Currency; opening: string }> = [
  { bankName: "Banco General", accountName: "Cuenta operativa", accountNumber: "03-72-01-123456-7", accountType: "checking", currency: "PAB", opening: "25000.00" },
  { bankName: "Banistmo", accountName: "Cuenta de planilla", accountNumber: "0110-2345-6789", accountType: "checking", currency: "PAB", opening: "8000.00" },
  { bankName: "BAC Credomatic", accountName: "Cuenta en dólares", accountNumber: "10-9876-5432", accountType: "savings", currency: "USD", opening: "15000.00" },
  { bankName: "Banco Nacional de Panamá", accountName: "Reserva para impuestos", accountNumber: "10000123456", accountType: "savings", currency: "PAB", opening: "5000.00" },
  { bankName: "Caja de Ahorros", accountName: "Fondo de reserva", accountNumber: "0200-555-888-1", accountType: "savings", currency: "PAB", opening: "12000.00" },
];

export const demoSuppliers: Array<{ supplierCode: string; name: string; email: string; phone: string; address: string; nit: string | null; ruc: string | null; paymentTerms: number }> = [
  { supplierCode: "PROV-001", name: "Redes y Fibra del Istmo, S.A.", email: "facturacion@redesfibra.com.pa", phone: "+507 800-1234", address: "Vía Israel, San Francisco, Ciudad de Panamá", nit: null, ruc: "155612345-2-2015 DV 45", paymentTerms: 15 },
  { supplierCode: "PROV-002", name: "Inmobiliaria Obarrio, S.A.", email: "cobros@inmobarrio.com.pa", phone: "+507 223-5566", address: "Calle 53 Este, Obarrio, Ciudad de Panamá", nit: null, ruc: "2045678-1-741230 DV 07", paymentTerms: 5 },
  { supplierCode: "PROV-003", name: "Suministros de Oficina Panamá, S.A.", email: "ventas@sumipanama.com.pa", phone: "+507 236-7788", address: "Vía España, Río Abajo, Ciudad de Panamá", nit: null, ruc: "1556987-1-659874 DV 63", paymentTerms: 30 },
  { supplierCode: "PROV-004", name: "Electro Servicios Metropolitanos, S.A.", email: "clientes@electrosm.com.pa", phone: "+507 315-7000", address: "Avenida Ricardo J. Alfaro, Betania, Ciudad de Panamá", nit: null, ruc: "876543-1-512345 DV 21", paymentTerms: 20 },
  { supplierCode: "PROV-005", name: "Nube Global Hosting LLC", email: "billing@nubeglobal.example", phone: "+1 305 555 0142", address: "1200 Brickell Avenue, Miami, FL, Estados Unidos", nit: "84-1234567", ruc: null, paymentTerms: 0 },
  { supplierCode: "PROV-006", name: "Licda. Carmen Vergara (contadora pública autorizada)", email: "cvergara.cpa@gmail.com", phone: "+507 6677-8899", address: "Edificio Plaza Concordia, oficina 5, Vía España, Ciudad de Panamá", nit: null, ruc: "8-765-4321 DV 12", paymentTerms: 15 },
];

/** `paid` below the total gives a partial payment from Banco General. */
export const demoPayables: Array<{ supplier: number; invoiceNumber: string; total: string; issuedIn: number; dueIn: number; status: DebtStatus; paid?: string; category: PayableCategory; description: string }> = [
  { supplier: 1, invoiceNumber: "ALQ-0112", total: "1926.00", issuedIn: -2, dueIn: 3, status: "pending", category: "rent", description: "Alquiler de oficina del próximo mes, ITBMS incluido" },
  { supplier: 3, invoiceNumber: "ESM-88231", total: "245.60", issuedIn: -23, dueIn: -3, status: "overdue", category: "utilities", description: "Consumo eléctrico de la oficina" },
  { supplier: 2, invoiceNumber: "SOP-4512", total: "380.25", issuedIn: -18, dueIn: 12, status: "partially_paid", paid: "200.00", category: "supplies", description: "Papelería y tóner" },
  { supplier: 4, invoiceNumber: "INV-2026-1042", total: "520.00", issuedIn: -12, dueIn: -12, status: "paid", paid: "520.00", category: "software", description: "Servidores adicionales para pruebas de carga" },
  { supplier: 5, invoiceNumber: "HP-0031", total: "650.00", issuedIn: -5, dueIn: 10, status: "pending", category: "services", description: "Declaración de ITBMS e informe de compras" },
  { supplier: 0, invoiceNumber: "RFI-102938", total: "149.80", issuedIn: -3, dueIn: 12, status: "pending", category: "utilities", description: "Internet dedicado 100 Mbps" },
];

/** Monthly ledger entries: day of month, bank account index, category name, counterparty. */
export const demoMonthly: Array<{ day: number; type: "income" | "expense"; amount: string; account: number; category: string; description: string; client?: number; supplier?: number }> = [
  { day: 3, type: "expense", amount: "520.00", account: 2, category: "Servicios en la nube", description: "Servidores en la nube", supplier: 4 },
  { day: 5, type: "expense", amount: "1926.00", account: 0, category: "Alquiler", description: "Alquiler de oficina", supplier: 1 },
  { day: 8, type: "income", amount: "695.50", account: 0, category: "Soporte y mantenimiento", description: "Mantenimiento mensual del sitio", client: 5 },
  { day: 10, type: "expense", amount: "238.40", account: 0, category: "Servicios públicos", description: "Electricidad de la oficina", supplier: 3 },
  { day: 12, type: "expense", amount: "149.80", account: 0, category: "Internet y telefonía", description: "Internet dedicado", supplier: 0 },
  { day: 14, type: "expense", amount: "812.35", account: 3, category: "Cuotas CSS y seguro educativo", description: "Cuotas obrero-patronales CSS" },
  { day: 15, type: "expense", amount: "3250.00", account: 1, category: "Salarios", description: "Planilla primera quincena" },
  { day: 18, type: "income", amount: "4815.00", account: 0, category: "Desarrollo de software", description: "Cobro de desarrollo a la medida", client: 0 },
  { day: 22, type: "income", amount: "1284.00", account: 2, category: "Consultoría", description: "Consultoría en arquitectura de software", client: 7 },
  { day: 28, type: "expense", amount: "3250.00", account: 1, category: "Salarios", description: "Planilla segunda quincena" },
];
