import type { InvoiceStatus, ProjectStatus } from "../../contract/values/statuses";
import type { DemoLine } from "./crm-data";

// Invoices and projects of the demo clients (indexes into demoClients); dates are day offsets from today.

/** `paidIn`: day offset of the payment; `paid` below the total makes a partial payment. */
export const demoInvoices: Array<{
  client: number;
  title: string;
  description: string;
  amount: string;
  lines?: DemoLine[];
  status: InvoiceStatus;
  issuedIn: number;
  dueIn: number;
  payment?: { amount: "total" | string; in: number };
}> = [
  {
    client: 0,
    title: "Portal navieras: anticipo",
    description: "Anticipo del 50 % del portal de clientes.",
    amount: "9250.00",
    status: "paid",
    issuedIn: -75,
    dueIn: -45,
    payment: { amount: "total", in: -50 },
  },
  {
    client: 2,
    title: "Plataforma de obras: hito 1",
    description: "Hito 1: análisis y diseño de la plataforma.",
    amount: "8100.00",
    status: "paid",
    issuedIn: -60,
    dueIn: -30,
    payment: { amount: "total", in: -33 },
  },
  {
    client: 1,
    title: "Inventario: licencias y configuración",
    description: "Licencias anuales y configuración inicial.",
    amount: "4500.00",
    status: "sent",
    issuedIn: -10,
    dueIn: 20,
  },
  {
    client: 2,
    title: "Plataforma de obras: hito 2",
    description: "Hito 2: módulo de planillas y compras.",
    amount: "8100.00",
    status: "overdue",
    issuedIn: -50,
    dueIn: -20,
  },
  {
    client: 5,
    title: "Mantenimiento del sitio",
    description: "Mantenimiento mensual del sitio web institucional.",
    amount: "650.00",
    status: "sent",
    issuedIn: -25,
    dueIn: 5,
    payment: { amount: "300.00", in: -8 },
  },
  {
    client: 3,
    title: "Soporte técnico trimestral",
    description: "Soporte técnico del trimestre en curso.",
    amount: "1200.00",
    lines: [{ description: "Soporte técnico (horas)", quantity: "24", unitPrice: "50.00" }],
    status: "draft",
    issuedIn: 0,
    dueIn: 30,
  },
  {
    client: 6,
    title: "Consultoría de seguridad",
    description: "Revisión de seguridad de la red del consultorio.",
    amount: "2375.50",
    status: "cancelled",
    issuedIn: -90,
    dueIn: -60,
  },
  {
    client: 7,
    title: "API de pagos",
    description: "Desarrollo de la API de pagos, primera entrega.",
    amount: "5600.00",
    lines: [
      { description: "Desarrollo de la API (horas)", quantity: "64", unitPrice: "75.00" },
      { description: "Documentación y pruebas", quantity: "1", unitPrice: "800.00" },
    ],
    status: "sent",
    issuedIn: -25,
    dueIn: 3,
  },
];

export const demoProjects: Array<{
  client: number;
  name: string;
  description: string;
  status: ProjectStatus;
  budget: string | null;
  startIn: number | null;
  endIn: number | null;
}> = [
  {
    client: 0,
    name: "Portal de clientes navieros",
    description: "Seguimiento de embarques en línea.",
    status: "in_progress",
    budget: "18500.00",
    startIn: -60,
    endIn: 45,
  },
  {
    client: 1,
    name: "Inventario Distribuidora La Chorrera",
    description: "Implantación del sistema de inventario.",
    status: "planning",
    budget: "12750.50",
    startIn: 10,
    endIn: 100,
  },
  {
    client: 2,
    name: "Plataforma de gestión de obras",
    description: "Planillas, compras y avance de obra.",
    status: "testing",
    budget: "24300.00",
    startIn: -120,
    endIn: 15,
  },
  {
    client: 3,
    name: "Sitio web Agroexportadora",
    description: "Sitio corporativo anterior.",
    status: "completed",
    budget: "3800.00",
    startIn: -200,
    endIn: -150,
  },
  {
    client: 5,
    name: "Matrícula en línea",
    description: "Primera etapa: inscripción y pagos.",
    status: "in_progress",
    budget: "7650.00",
    startIn: -20,
    endIn: 70,
  },
  {
    client: 6,
    name: "Citas médicas en línea",
    description: "Cancelado por el cliente.",
    status: "cancelled",
    budget: null,
    startIn: -100,
    endIn: null,
  },
  {
    client: 7,
    name: "Billetera móvil",
    description: "En espera de aprobación regulatoria.",
    status: "on_hold",
    budget: "31000.00",
    startIn: null,
    endIn: null,
  },
  {
    client: 4,
    name: "Migración a la nube",
    description: "Servidores de bodega a la nube.",
    status: "in_progress",
    budget: "6400.00",
    startIn: -35,
    endIn: 25,
  },
];
