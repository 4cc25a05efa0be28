import { instantText, recordKey } from "../values/record-fields";
import { z } from "../zod";
import { projectTypes } from "./contact-options";

export * from "./contact-options";

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A quote request from the landing page (api/docs/contract.md). `website` is a
 * honeypot: hidden from people, filled in by bots; the API accepts and discards those.
 */
export const contactInput = z.object({
  name: required("El nombre es requerido", 200),
  email: z
    .string({ error: "El email es requerido" })
    .trim()
    .min(1, { error: "El email es requerido" })
    .max(320, { error: "Máximo 320 caracteres" })
    .pipe(z.email({ error: "Email inválido" })),
  company: optionalText(200),
  // The form's "no choice" is an empty string; stored as null.
  projectType: z
    .preprocess(
      (value) => (value === "" ? null : value),
      z.enum(projectTypes, { error: "Tipo de proyecto inválido" }).nullish(),
    )
    .transform((value) => value ?? null),
  message: required("El mensaje es requerido", 5000),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;
export type ContactData = z.output<typeof contactInput>;

/** GET /api/contact: a stored quote request, as staff read it. */
export const contactRequestRecord = z.object({
  id: recordKey(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  projectType: z.string().nullable(),
  message: z.string(),
  /** Where it came from, for spotting abuse. */
  ipAddress: z.string().nullable().meta({ description: "Dirección desde la que llegó" }),
  /** A client already has this email (any case): the CRM offers 'Crear cliente' only when not. */
  isClient: z.boolean().meta({ description: "Un cliente ya tiene este correo" }),
  createdAt: instantText("Cuándo llegó (ISO 8601, UTC)"),
});
export type ContactRequestRecord = z.infer<typeof contactRequestRecord>;

/** What POST /api/contact answers (201): the request's id, absent for a request the honeypot caught. */
export const contactReceipt = z.object({
  id: recordKey("La solicitud guardada").optional(),
  ok: z.literal(true),
});
