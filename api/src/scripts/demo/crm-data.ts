import type { ClientStatus, QuoteStatus } from "../../contract/values/statuses";

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
  {
    name: "Carlos Méndez",
    company: "Inversiones Marítimas del Pacífico, S.A.",
    email: "cmendez@inmarpac.com.pa",
    phone: "+507 264-1234",
    address: "Calle 50, Torre Financiera, piso 12, Bella Vista, Ciudad de Panamá",
    status: "active",
  },
  {
    name: "María González",
    company: "Distribuidora La Chorrera, S.A.",
    email: "mgonzalez@dislachorrera.com.pa",
    phone: "+507 253-4567",
    address: "Avenida de las Américas, local 3, La Chorrera, Panamá Oeste",
    status: "active",
  },
  {
    name: "Roberto Arosemena",
    company: "Constructora Costa del Este, S.A.",
    email: "rarosemena@ccde.com.pa",
    phone: "+507 6612-3456",
    address: "Avenida Centenario, Costa del Este, Ciudad de Panamá",
    status: "active",
  },
  {
    name: "Ana Lucía Samudio",
    company: "Agroexportadora Chiriquí, S.A.",
    email: "asamudio@agrochiriqui.com.pa",
    phone: "+507 775-2233",
    address: "Avenida Obaldía, David, Chiriquí",
    status: "active",
  },
  {
    name: "Luis Barría",
    company: "Logística Zona Libre, S.A.",
    email: "lbarria@logzl.com.pa",
    phone: "+507 441-7788",
    address: "Zona Libre de Colón, calle 13, Colón",
    status: "active",
  },
  {
    name: "Gabriela Pinzón",
    company: "Fundación Educativa Azuero",
    email: "gpinzon@feazuero.org.pa",
    phone: "+507 996-1122",
    address: "Calle Segunda, Chitré, Herrera",
    status: "active",
  },
  {
    name: "Dr. Jorge Castillo",
    company: null,
    email: "jcastillo.consultorio@gmail.com",
    phone: "+507 6789-0123",
    address: "Vía Argentina, El Cangrejo, Ciudad de Panamá",
    status: "inactive",
  },
  {
    name: "Daniel Ríos",
    company: "Pagos Digitales del Istmo, S.A.",
    email: "drios@pagosistmo.com.pa",
    phone: "+507 6555-4321",
    address: "Calle 53 Este, Obarrio, Ciudad de Panamá",
    status: "active",
  },
];

/** A demo document's line, at the demo's ITBMS rate; without lines a document is one line of its amount. */
export type DemoLine = { description: string; quantity: string; unitPrice: string };

/** `amount` is before tax; when `lines` are given it is what they add up to (checked by the seed's test). */
export const demoQuotes: Array<{
  client: number;
  title: string;
  description: string | null;
  amount: string;
  lines?: DemoLine[];
  status: QuoteStatus;
  validIn: number;
}> = [
  {
    client: 0,
    title: "Portal de clientes para agencias navieras",
    description: "Portal web con seguimiento de embarques y facturas.",
    amount: "18500.00",
    lines: [
      { description: "Análisis y diseño de la experiencia", quantity: "1", unitPrice: "3500.00" },
      { description: "Desarrollo del portal (horas)", quantity: "120", unitPrice: "100.00" },
      { description: "Capacitación de usuarios (sesiones)", quantity: "2", unitPrice: "1500.00" },
    ],
    status: "accepted",
    validIn: -40,
  },
  {
    client: 1,
    title: "Sistema de inventario y facturación",
    description: "ERP ligero con inventario en bodega y facturación.",
    amount: "12750.50",
    lines: [
      { description: "Implementación y configuración", quantity: "1", unitPrice: "10500.00" },
      { description: "Licencias anuales por usuario", quantity: "5", unitPrice: "450.10" },
    ],
    status: "sent",
    validIn: 20,
  },
  {
    client: 2,
    title: "Plataforma de gestión de obras",
    description: "Control de avance, planillas y compras por proyecto.",
    amount: "24300.00",
    status: "accepted",
    validIn: -70,
  },
  {
    client: 3,
    title: "Sitio web corporativo bilingüe",
    description: "Sitio en español e inglés con catálogo de productos.",
    amount: "4200.00",
    status: "draft",
    validIn: 30,
  },
  {
    client: 4,
    title: "Integración con el sistema aduanero",
    description: "Intercambio automático de declaraciones de aduana.",
    amount: "9800.75",
    status: "rejected",
    validIn: -10,
  },
  {
    client: 5,
    title: "Plataforma de matrícula en línea",
    description: "Matrícula, pagos y expedientes de estudiantes.",
    amount: "7650.00",
    status: "sent",
    validIn: 12,
  },
  {
    client: 6,
    title: "Aplicación web de citas médicas",
    description: null,
    amount: "3150.25",
    status: "expired",
    validIn: -15,
  },
  {
    client: 7,
    title: "Billetera móvil, fase 1",
    description: "Análisis, diseño y prototipo de la billetera.",
    amount: "31000.00",
    status: "draft",
    validIn: 30,
  },
];
