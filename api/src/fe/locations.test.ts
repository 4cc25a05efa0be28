import { afterEach, describe, expect, test } from "bun:test";
import { bellaVista } from "../test/fe-fixtures";
import { dgiFilesPresent } from "./dgi-files";
import { feLocation, feLocationOptions, feLocations, isFeLocationCode } from "./locations";

const savedDir = process.env.FE_XSD_DIR;
afterEach(() => {
  if (savedDir === undefined) delete process.env.FE_XSD_DIR;
  else process.env.FE_XSD_DIR = savedDir;
});

test("without the DGI's file the lookup answers nothing, and does not throw", () => {
  process.env.FE_XSD_DIR = "/nonexistent";
  expect(feLocation("8-8-7")).toBeNull();
  expect(feLocations()).toEqual([]);
  expect(isFeLocationCode("8-8-7")).toBe(false);
  expect(feLocationOptions()).toEqual([]);
});

// The catalogue itself is tested only where the DGI's file is (api/src/fe/xsd/ or FE_XSD_DIR):
// without it this list is empty and the describe below is not declared.
const catalogues = dgiFilesPresent() ? ["the DGI's catalogue"] : [];

for (const name of catalogues) {
  describe(name, () => {
    test("the tests' place is written as the catalogue names it", () => {
      expect(feLocation(bellaVista.code)).toEqual(bellaVista);
    });

    test("the DGI's catalogue has its 641 codes, each with its three names", () => {
      const locations = feLocations();
      expect(locations).toHaveLength(641);
      expect(feLocation("8-8-7")).toEqual({
        code: "8-8-7",
        province: "PANAMA",
        district: "PANAMA",
        corregimiento: "BELLA VISTA",
      });
      expect(feLocation("1-1-1")?.corregimiento).toBe("BOCAS DEL TORO (CABECERA)");
      for (const location of locations) {
        for (const name of [location.province, location.district, location.corregimiento]) {
          // dProv, dDistr and dCorreg hold at most 50 characters.
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(50);
        }
      }
    });

    test("a province name with a hyphen of its own is kept whole", () => {
      const ngabe = feLocations().filter((location) => location.code.startsWith("12-"));
      expect(new Set(ngabe.map((location) => location.province))).toEqual(new Set(["COMARCA NGÄBE-BUGLÉ"]));
      expect(feLocation("12-9-2")?.district).toBe("SANTA CATALINA O CALOVEBORA (BLEDESHIA)");
    });

    test("each province and district number has one name across the catalogue", () => {
      const names = new Map<string, Set<string>>();
      for (const location of feLocations()) {
        const [province, district] = location.code.split("-");
        const add = (key: string, name: string) => names.set(key, (names.get(key) ?? new Set()).add(name));
        add(`p${province}`, location.province);
        add(`d${province}-${district}`, location.district);
      }
      for (const set of names.values()) expect(set.size).toBe(1);
      expect([...(names.get("p13") ?? [])]).toEqual(["PANAMA OESTE"]);
    });

    test("isFeLocationCode accepts the DGI's codes only", () => {
      expect(isFeLocationCode("8-8-7")).toBe(true);
      expect(isFeLocationCode("13-1-1")).toBe(true);
      expect(isFeLocationCode("8-8-99")).toBe(false);
      expect(isFeLocationCode("08-08-07")).toBe(false);
      expect(isFeLocationCode("")).toBe(false);
    });

    test("the options for a select: code and a readable label, in catalogue order", () => {
      const options = feLocationOptions();
      expect(options).toHaveLength(641);
      expect(options[0]).toEqual({
        code: "1-1-1",
        label: "BOCAS DEL TORO / BOCAS DEL TORO / BOCAS DEL TORO (CABECERA)",
      });
      expect(options.find((option) => option.code === "8-8-7")?.label).toBe("PANAMA / PANAMA / BELLA VISTA");
    });
  });
}
