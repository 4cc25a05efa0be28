import { expect, test } from "bun:test";
import { attachmentFileName } from "./download";

test("the file name comes from Content-Disposition, quoted, bare or UTF-8 encoded", () => {
  expect(attachmentFileName('attachment; filename="FAC-2026-0010.pdf"', "x.pdf")).toBe("FAC-2026-0010.pdf");
  expect(attachmentFileName("attachment; filename=COT-2026-0001.pdf", "x.pdf")).toBe("COT-2026-0001.pdf");
  expect(attachmentFileName("attachment; filename*=UTF-8''balance%20general.pdf", "x.pdf")).toBe("balance general.pdf");
  expect(attachmentFileName('attachment; filename="../../etc/passwd"', "x.pdf")).toBe(".._.._etc_passwd");
});

test("without one, the caller's name", () => {
  expect(attachmentFileName(null, "FAC-2026-0010.pdf")).toBe("FAC-2026-0010.pdf");
  expect(attachmentFileName("attachment", "factura.pdf")).toBe("factura.pdf");
});
