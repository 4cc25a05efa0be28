import { describe, expect, test } from "bun:test";
import { parseRestoreArgs } from "./db-restore";

// The process round trip is in db-backup.test.ts.
describe("db:restore arguments", () => {
  test("accepts --in, with or without the -- separator, or a positional", () => {
    expect(parseRestoreArgs(["--", "--in", "copia.sql"])).toEqual({ in: "copia.sql" });
    expect(parseRestoreArgs(["--in=copia.sql"])).toEqual({ in: "copia.sql" });
    expect(parseRestoreArgs(["copia.sql"])).toEqual({ in: "copia.sql" });
  });

  test("refuses a missing file, unknown options and extra arguments", () => {
    expect(parseRestoreArgs(["--"])).toBe("Error: falta el archivo de la copia (--in)");
    expect(parseRestoreArgs(["--force"])).toBe("Error: opción inválida o sin valor: --force");
    expect(parseRestoreArgs(["a.sql", "b.sql"])).toBe("Error: sobran argumentos");
  });
});
