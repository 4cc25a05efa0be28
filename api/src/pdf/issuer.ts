import type { LogoMimeType } from "../contract";
import type { CompanySettings } from "../db/schema";
import { printableLogo } from "../domain/logo-image";

/** The company as every PDF prints it in its header: from the company settings. */
export type PdfIssuer = {
  legalName: string;
  /** Only when it differs from the legal name. */
  tradeName: string | null;
  /** 'RUC 155596713-2-2015 DV 59', or null while the RUC is not configured. */
  taxId: string | null;
  address: string | null;
  /** Phone and email on one line. */
  contact: string | null;
  logo: { data: Buffer; format: "png" | "jpg" } | null;
  bank: {
    name: string | null;
    accountType: string | null;
    accountNumber: string | null;
    accountHolder: string | null;
  };
};

const present = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** 'RUC 8-123-456 DV 12' (the DV only when known); null without a RUC. */
export function taxIdLine(ruc: string | null | undefined, dv: string | null | undefined): string | null {
  const number = present(ruc);
  if (!number) return null;
  const digits = present(dv);
  return digits ? `RUC ${number} DV ${digits}` : `RUC ${number}`;
}

/** What a PDF embeds of the stored logo: never more pixels than it prints (printableLogo). */
async function logoOf(settings: CompanySettings): Promise<PdfIssuer["logo"]> {
  if (!settings.logo || !settings.logoMimeType) return null;
  const logo = await printableLogo({ bytes: settings.logo, mimeType: settings.logoMimeType as LogoMimeType });
  return logo && { data: Buffer.from(logo.bytes), format: logo.mimeType === "image/png" ? "png" : "jpg" };
}

export async function issuerOf(settings: CompanySettings): Promise<PdfIssuer> {
  const tradeName = present(settings.tradeName);
  return {
    legalName: settings.legalName,
    tradeName: tradeName && tradeName !== settings.legalName ? tradeName : null,
    taxId: taxIdLine(settings.ruc, settings.dv),
    address: present(settings.address),
    contact: [present(settings.phone), present(settings.email)].filter(Boolean).join(" · ") || null,
    logo: await logoOf(settings),
    bank: {
      name: present(settings.bankName),
      accountType: present(settings.bankAccountType),
      accountNumber: present(settings.bankAccountNumber),
      accountHolder: present(settings.bankAccountHolder),
    },
  };
}
