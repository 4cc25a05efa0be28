import { describe, expect, test } from "bun:test";
import { parseRestoreArgs } from "./db-restore";

// The process round trip is in db-backup.test.ts.
describe("argumentos de db:restore", () => {
  test("acepta --in, con o sin el separador --, o un posicional", () => {
    expect(parseRestoreArgs(["--", "--in", "copia.sql"])).toEqual({ in: "copia.sql" });
    expect(parseRestoreArgs(["--in=copia.sql"])).toEqual({ in: "copia.sql" });
    expect(parseRestoreArgs(["copia.sql"])).toEqual({ in: "copia.sql" });
  });

  test("rechaza la falta de archivo, opciones desconocidas y argumentos de más", () => {
    expect(parseRestoreArgs(["--"])).toBe("Error: falta el archivo de la copia (--in)");
    expect(parseRestoreArgs(["--force"])).toBe("Error: opción inválida o sin valor: --force");
    expect(parseRestoreArgs(["a.sql", "b.sql"])).toBe("Error: sobran argumentos");
  });
});
