// The DGI's rFE schema was written for .NET, whose regular expressions libxml2 (xmllint, and so
// xmllint-wasm) does not share: three patterns use a lookahead `(?=.*[1-9].*)` ("not all zeros"),
// which libxml2 refuses to compile, and four wrap a pattern in `^…$`, which XSD reads as literal
// characters, so every valid amount would fail. These seven edits make the file usable and change
// nothing else; each must match exactly once, so a different file fails loudly here instead of
// being patched halfway. "Not all zeros" is then checked in code (xsd-validate.ts).

export type SchemaEdit = { field: string; from: string; to: string };

export const DGI_SCHEMA_EDITS: readonly SchemaEdit[] = [
  { field: "dNroDF", from: '"^(?=.*[1-9].*)[0-9]{10}$"', to: '"[0-9]{10}"' },
  { field: "dPtoFacDF", from: '"^^(?=.*[1-9].*)[0-9]{3}$"', to: '"[0-9]{3}"' },
  { field: "dSeg", from: '"(?=.*[1-9].*)[0-9]{9}"', to: '"[0-9]{9}"' },
  {
    field: "dCoordEm",
    from: '"^([-+]?)([\\d]{1,2})(((\\.)[\\d]{4,6}(,)))(-([\\d]{2})(\\.)[\\d]{4,6})$"',
    to: '"([-+]?)([\\d]{1,2})(((\\.)[\\d]{4,6}(,)))(-([\\d]{2})(\\.)[\\d]{4,6})"',
  },
  { field: "montoTipo03", from: '"^[0-9]{1,11}([,.][0-9]{0,6})?"', to: '"[0-9]{1,11}([,.][0-9]{0,6})?"' },
  { field: "montoTipo31", from: '"^[0-9]{1,9}([.][0-9]{0,6})?"', to: '"[0-9]{1,9}([.][0-9]{0,6})?"' },
  { field: "montoTipo06", from: '"^[0-9]{1,9}[.][0-9]{2,6}"', to: '"[0-9]{1,9}[.][0-9]{2,6}"' },
];

function replaceOnce(text: string, from: string, to: string, what: string): string {
  const first = text.indexOf(from);
  if (first < 0 || text.indexOf(from, first + from.length) >= 0) {
    throw new Error(`El esquema de la DGI no es el esperado: ${what} no aparece exactamente una vez`);
  }
  return text.slice(0, first) + to + text.slice(first + from.length);
}

/** The DGI's FE_v1.00.xsd with the seven edits above applied. */
export function patchDgiSchema(xsd: string): string {
  return DGI_SCHEMA_EDITS.reduce((text, edit) => replaceOnce(text, edit.from, edit.to, edit.field), xsd);
}

// The line break tells the element from the comment that closes it ("Final de <xs:element …>").
const SIGNATURE_ELEMENT = '<xs:element ref="ds:Signature">\n';
const QR_GROUP_ELEMENT = '<xs:element name="gNoFirm" type="gNoFirmType">';

/**
 * The schema as the document stands before it is final: the signature is added after the XSD
 * check of the unsigned document, and the QR group (gNoFirm) after signing, so either may be
 * made optional. The DGI requires both in the final document.
 */
export function relaxSchema(patched: string, optional: { signature: boolean; qrGroup: boolean }): string {
  let text = patched;
  if (optional.signature) {
    text = replaceOnce(text, SIGNATURE_ELEMENT, '<xs:element ref="ds:Signature" minOccurs="0">\n', "Signature");
  }
  if (optional.qrGroup) {
    text = replaceOnce(
      text,
      QR_GROUP_ELEMENT,
      '<xs:element name="gNoFirm" type="gNoFirmType" minOccurs="0">',
      "gNoFirm",
    );
  }
  return text;
}
