// The Informe 43 codes are plain text columns (the database checks only the person type); a value
// read back is answered as the contract's code, or null if it is not one (api/docs/dgi-reports.md).

/** `value` when it is one of `codes`, else null. */
export function codeOrNull<Code extends string>(value: string | null, codes: readonly Code[]): Code | null {
  return value !== null && (codes as readonly string[]).includes(value) ? (value as Code) : null;
}
