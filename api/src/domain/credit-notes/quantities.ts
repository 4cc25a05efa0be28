// Quantities as integers of thousandths (numeric(12,3)): what is left of an invoice line to credit
// is subtracted exactly, never in floating point.

export function thousandths(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{0,3}))?$/.exec(text.trim());
  if (!match) throw new Error(`Cantidad inválida: ${text}`);
  return BigInt(match[1] ?? "0") * 1000n + BigInt((match[2] ?? "").padEnd(3, "0") || "0");
}

/** 2500n -> "2.5", 3000n -> "3". */
export function quantityText(value: bigint): string {
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
