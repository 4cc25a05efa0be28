/**
 * `text` without its accents ('Comisión Ñandú' → 'Comision Nandu'): how the banking code compares
 * descriptions and headers, and writes the ACH file's plain ASCII.
 */
export const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "");
