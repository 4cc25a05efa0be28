import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import BusinessCenterIcon from "@mui/icons-material/BusinessCenter";
import CodeIcon from "@mui/icons-material/Code";
import DevicesIcon from "@mui/icons-material/Devices";
import SecurityIcon from "@mui/icons-material/Security";
import ViewKanbanIcon from "@mui/icons-material/ViewKanban";
import type { SvgIcon } from "@mui/material";
import { LOGIN_PATH } from "shared-ui";

/** Every text of the public landing page, kept in one place. */

export type IconComponent = typeof SvgIcon;

export const company = {
  name: "Istmo Software",
  tagline: "Software a la medida hecho en Panamá.",
  email: "contacto@istmosoftware.com.pa",
  phone: "+507 6123-4567",
  phoneHref: "tel:+50761234567",
  address: "Calle 50, Obarrio, Ciudad de Panamá, Panamá",
  hours: "Lunes a viernes, 8:00 a. m. – 5:00 p. m.",
} as const;

/** The document's title and description (search results, link previews), in the prerendered page's <head>. */
export const pageMeta = {
  title: "Istmo Software | Desarrollo de software a la medida en Panamá",
  description:
    "Desarrollo web, software empresarial (ERP/CRM) y soluciones gubernamentales hechas en Panamá. " +
    "Solicite su cotización sin compromiso.",
  themeColor: "#1e3a8a",
};

/** A full-page navigation to the API's sign-in page (the API renders it), not a client-side route. */
export const loginHref = LOGIN_PATH;
export const loginLabel = "Iniciar Sesión";

export type SectionId = "inicio" | "nosotros" | "servicios" | "proyectos" | "proceso" | "contacto";

export const navLinks: { id: SectionId; label: string }[] = [
  { id: "inicio", label: "Inicio" },
  { id: "servicios", label: "Servicios" },
  { id: "proyectos", label: "Proyectos" },
  { id: "contacto", label: "Contacto" },
];

export const hero = {
  eyebrow: "Desarrollo de software en Panamá",
  title: "Software a la medida para las empresas y el gobierno de Panamá",
  subtitle:
    "Diseñamos, construimos y mantenemos sistemas web, ERP/CRM y plataformas gubernamentales seguras, " +
    "escalables y pensadas para crecer con tu organización.",
  primaryCta: "Solicitar Cotización",
  secondaryCta: "Ver Proyectos",
  highlights: ["Equipo 100% panameño", "Compatible con ITBMS y DGI", "Soporte local"],
};

export const about = {
  eyebrow: "Nosotros",
  title: "Tecnología que entiende cómo trabaja Panamá",
  paragraphs: [
    "Somos un equipo de ingenieros, diseñadores y gestores de proyectos que convierte procesos manuales " +
      "en sistemas digitales confiables para empresas privadas e instituciones públicas.",
    "Conocemos la realidad local: facturación con ITBMS, requisitos de la DGI, trámites en línea y la " +
      "importancia de un soporte cercano que responda cuando lo necesitas.",
  ],
  stats: [
    { value: "50+", label: "Proyectos completados" },
    { value: "5+", label: "Años de experiencia" },
    { value: "100%", label: "Satisfacción del cliente" },
  ],
};

export const servicesIntro = {
  eyebrow: "Especialidades",
  title: "Nuestros Servicios",
  subtitle: "Soluciones completas, desde la idea hasta el soporte continuo.",
};

export const services: { title: string; description: string; icon: IconComponent }[] = [
  {
    title: "Desarrollo Web",
    description: "Sitios y portales corporativos rápidos, accesibles y optimizados para buscadores.",
    icon: CodeIcon,
  },
  {
    title: "Software Empresarial (ERP/CRM)",
    description: "Sistemas a la medida para gestionar ventas, clientes, inventario, facturación y finanzas.",
    icon: BusinessCenterIcon,
  },
  {
    title: "Soluciones Gubernamentales",
    description: "Plataformas para entidades públicas: trámites en línea, transparencia e interoperabilidad.",
    icon: AccountBalanceIcon,
  },
  {
    title: "Gestión de Proyectos",
    description: "Planificación, seguimiento y entregas a tiempo, con comunicación clara en cada etapa.",
    icon: ViewKanbanIcon,
  },
  {
    title: "Aplicaciones Web",
    description: "Aplicaciones y paneles de control modernos que funcionan en cualquier dispositivo.",
    icon: DevicesIcon,
  },
  {
    title: "Seguridad y Soporte",
    description: "Auditorías, respaldos, monitoreo y soporte técnico continuo para tus sistemas.",
    icon: SecurityIcon,
  },
];

export const projectsIntro = {
  eyebrow: "Portafolio",
  title: "Proyectos Destacados",
  subtitle: "Algunos de los sistemas que hemos construido para nuestros clientes.",
  linkLabel: "Ver proyecto",
};

export const projects: { title: string; description: string; category: string; url: string }[] = [
  {
    title: "Portal de Trámites Municipales",
    description:
      "Plataforma en línea para solicitar permisos, pagar impuestos municipales y dar seguimiento a cada " +
      "trámite sin hacer filas.",
    category: "Gobierno",
    url: "https://example.com/proyectos/portal-tramites-municipales",
  },
  {
    title: "ERP para Distribuidora Nacional",
    description:
      "Inventario, compras, facturación con ITBMS y reportes financieros integrados para una distribuidora " +
      "con sucursales en todo el país.",
    category: "Software Empresarial",
    url: "https://example.com/proyectos/erp-distribuidora",
  },
  {
    title: "Plataforma de Reservas Turísticas",
    description:
      "Aplicación web para reservar tours y hospedaje en Bocas del Toro y Boquete, con pagos en línea y " +
      "panel administrativo.",
    category: "Aplicación Web",
    url: "https://example.com/proyectos/reservas-turisticas",
  },
];

export const processIntro = {
  eyebrow: "Cómo trabajamos",
  title: "Nuestro Proceso de Desarrollo",
  subtitle: "Seis etapas claras para entregar software de calidad, sin sorpresas.",
};

export const processSteps: { title: string; description: string }[] = [
  { title: "Análisis", description: "Entendemos tus objetivos, procesos y requisitos para definir el alcance." },
  { title: "Diseño", description: "Creamos la arquitectura y prototipos de interfaz centrados en tus usuarios." },
  { title: "Desarrollo", description: "Construimos la solución en ciclos cortos, con entregas frecuentes." },
  { title: "Pruebas", description: "Validamos calidad, seguridad y rendimiento antes de cada entrega." },
  { title: "Despliegue", description: "Publicamos en producción de forma segura y capacitamos a tu equipo." },
  { title: "Soporte", description: "Mantenemos y mejoramos tu sistema de forma continua." },
];

export const contactIntro = {
  eyebrow: "Contacto",
  title: "Hablemos de tu proyecto",
  subtitle: "Cuéntanos qué necesitas y te enviaremos una propuesta sin compromiso.",
  detailsTitle: "Información de contacto",
  formTitle: "Solicita tu cotización",
  emailLabel: "Email",
  phoneLabel: "Teléfono",
  addressLabel: "Dirección",
  hoursLabel: "Horario de atención",
};

export const contactForm = {
  nameLabel: "Nombre *",
  emailLabel: "Email *",
  companyLabel: "Empresa",
  projectTypeLabel: "Tipo de Proyecto",
  projectTypeEmpty: "Selecciona un tipo de proyecto",
  messageLabel: "Mensaje *",
  messagePlaceholder: "Describe brevemente tu proyecto, plazos y objetivos.",
  requiredHint: "Los campos marcados con * son obligatorios.",
  formLabel: "Solicitud de cotización",
  submit: "Enviar Solicitud",
  submitting: "Enviando...",
};

/** The contact form's notices: required fields missing, sent, failed. */
export const contactNotices = {
  missing: { title: "Campos requeridos", description: "Por favor completa todos los campos obligatorios." },
  invalidEmail: { title: "Email inválido", description: "Por favor ingresa un correo electrónico válido." },
  success: { title: "Mensaje enviado", description: "Hemos recibido tu solicitud. Te contactaremos pronto." },
  failure: { title: "Error", description: "Hubo un problema al enviar tu mensaje. Inténtalo de nuevo." },
} as const;

export const footer = {
  description:
    "Desarrollamos software a la medida para empresas e instituciones de Panamá: web, ERP/CRM, " +
    "soluciones gubernamentales y soporte.",
  servicesTitle: "Servicios",
  servicesLinks: ["Desarrollo Web", "Software Empresarial", "Soluciones Gubernamentales", "Aplicaciones Web"],
  companyTitle: "Empresa",
  companyLinks: [
    { label: "Sobre nosotros", id: "nosotros" },
    { label: "Portafolio", id: "proyectos" },
    { label: "Nuestro proceso", id: "proceso" },
    { label: "Cotiza tu proyecto", id: "contacto" },
  ] satisfies { label: string; id: SectionId }[],
  contactTitle: "Contacto",
  rights: "Todos los derechos reservados.",
  madeIn: "Hecho con orgullo en Panamá.",
};
