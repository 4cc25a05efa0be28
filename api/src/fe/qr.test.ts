import { expect, test } from "bun:test";
import { decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { dgiQrContent } from "./qr";

const cufe = "FE01200002588017-1-831938-2000002026112500000000420010121234567897";
const digestValue = "x5cZ600XfPYfel+2Kx1cBcTr3LsJXLTNrYDa/Mh13Qo=";
const qrKey = "a".repeat(128);

test("production: the DGI's consultation URL with the CUFE, iAmb 1, the digest and the JWT", async () => {
  const content = await dgiQrContent({ cufe, environment: 1, digestValue, qrKey });
  const prefix = `https://dgi-fep.mef.gob.pa/Consultas/FacturasPorQR?chFE=${cufe}&iAmb=1&digestValue=${digestValue}&jwt=`;
  expect(content).toStartWith(prefix);
  const jwt = content.slice(prefix.length);
  expect(decodeProtectedHeader(jwt)).toEqual({ typ: "JWT", alg: "HS256" });
  expect(decodeJwt(jwt)).toEqual({ chFE: cufe, iAmb: "1", digestValue });
  const verified = await jwtVerify(jwt, new TextEncoder().encode(qrKey));
  expect(verified.payload.chFE).toBe(cufe);
  await expect(jwtVerify(jwt, new TextEncoder().encode("otra clave"))).rejects.toThrow();
  // dQRCode holds 100 to 600 characters.
  expect(content.length).toBeGreaterThanOrEqual(100);
  expect(content.length).toBeLessThanOrEqual(600);
});

test("test environment: the DGI's test host and iAmb 2", async () => {
  const content = await dgiQrContent({ cufe, environment: 2, digestValue, qrKey });
  expect(content).toStartWith(`https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR?chFE=${cufe}&iAmb=2&`);
});

test("without the QR secret there is no QR to build", async () => {
  await expect(dgiQrContent({ cufe, environment: 1, digestValue, qrKey: "" })).rejects.toThrow("clave del código QR");
});
