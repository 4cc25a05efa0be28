import { expect, test } from "bun:test";
import { panamaWallClock } from "../contract/values/dates";
import { sampleDocument } from "../test/fe-fixtures";
import { computeCufe, cufeCheckDigit } from "./cufe";

test("the worked example gives the CUFE of the PAC-signed test document", () => {
  const doc = sampleDocument({
    documentType: "01",
    environment: 2,
    emissionType: "01",
    number: "9000000891",
    billingPoint: "008",
    securityCode: "578109172",
    issuedAt: panamaWallClock("2022-05-15T10:00:00"),
    issuer: { ...sampleDocument().issuer, ruc: { type: 2, ruc: "521-136-113133", dv: "02" }, branchCode: "7006" },
  });
  expect(computeCufe(doc)).toBe("FE012000000521-136-113133-0270062022051590000008910080125781091727");
  expect(cufeCheckDigit("012000000521-136-113133-027006202205159000000891008012578109172")).toBe("7");
});

test("the date in the CUFE is Panama's date of the issue, not UTC's", () => {
  // 21:30 in Panama on 25 November is already 26 November in UTC.
  const cufe = computeCufe(sampleDocument({ issuedAt: panamaWallClock("2026-11-25T21:30:00") }));
  expect(cufe).toHaveLength(66);
  expect(cufe.slice(32, 40)).toBe("20261125");
});

// Real production CUFEs (2025-2026), quoted from andresv-qr/lum_rust_backend at commit
// 388d42835bff7c537291c88393c4e602dd75970d, in the files named beside each one. Their last digit
// is the DGI's check digit over the 63 characters after 'FE': letters in the branch code ('NY18',
// 'S513', '3OC7') and dashes in the RUC go through the character-code rule.
const realCufes: Array<[cufe: string, source: string]> = [
  ["FE01200002679372-1-844914-7300002025051500311570140020317481978892", "INVOICE_EXTRACTION_DOCUMENTATION.md"],
  ["FE01200000000434-15-93796-2200512026010900000938190020318917814654", "API_ENDPOINTS_USERINVOICESSYNC.md"],
  ["FE0120000047028-19-305805-1800002025091902233506140010110199616775", "API_DOC_PROCESSFROMCUFE.md"],
  ["FE0120000155627992-2-2016-7200252025102100000045710010319246005912", "FIX_APLICADO_PRODUCTOS.md"],
  ["FE012000000630-483-123250-163OC72025113000005879620040310542847129", "test_cufe.rs"],
  ["FE0120000000138-289-35920-04NY182026010201007059810020118649239142", "nohup.out"],
  ["FE0120000000346-266-76470-13S5132026010300001815570030313510298438", "nohup.out"],
  ["FE0120000000541-81-118009-0611032026010300002031630030312011551558", "nohup.out"],
];

test.each(realCufes)("the check digit of the real CUFE %s (%s)", (cufe) => {
  expect(cufe).toHaveLength(66);
  expect(cufeCheckDigit(cufe.slice(2, 65))).toBe(cufe.charAt(65));
});

test("a real CUFE with letters in its branch code is rebuilt from its fields", () => {
  const doc = sampleDocument({
    documentType: "01",
    environment: 1,
    // 03 (later authorisation), as the retailer issued it: outside the product's own model.
    emissionType: "03" as "01",
    number: "0000587962",
    billingPoint: "004",
    securityCode: "054284712",
    issuedAt: panamaWallClock("2025-11-30T15:00:00"),
    issuer: { ...sampleDocument().issuer, ruc: { type: 2, ruc: "630-483-123250", dv: "16" }, branchCode: "3OC7" },
  });
  expect(computeCufe(doc)).toBe("FE012000000630-483-123250-163OC72025113000005879620040310542847129");
});

test("changing one character of a real CUFE changes its check digit", () => {
  const [cufe] = realCufes[0] ?? [""];
  const body = cufe.slice(2, 65);
  const altered = `${body.slice(0, 40)}${body.charAt(40) === "9" ? "8" : "9"}${body.slice(41)}`;
  expect(cufeCheckDigit(altered)).not.toBe(cufe.charAt(65));
});

test("a field out of the DGI's format is refused with a Spanish message", () => {
  expect(() => computeCufe(sampleDocument({ number: "42" }))).toThrow("El número del documento");
  const lowerBranch = { ...sampleDocument().issuer, branchCode: "ab12" };
  expect(() => computeCufe(sampleDocument({ issuer: lowerBranch }))).toThrow("El código de sucursal");
});
