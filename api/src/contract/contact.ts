import { z } from "zod";
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
export type ContactRequestRecord = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  projectType: string | null;
  message: string;
  /** Where it came from, for spotting abuse. */
  ipAddress: string | null;
  /** A client already has this email (any case): the CRM offers 'Crear cliente' only when not. */
  isClient: boolean;
  createdAt: string;
};
