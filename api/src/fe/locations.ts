import { DOMParser } from "@xmldom/xmldom";
import { dgiFilesDir, dgiFilesPresent, FE_SCHEMA_FILE, readDgiFile } from "./dgi-files";
import type { FeLocation } from "./document";

// An optional lookup in the DGI's location catalogue ('provincia-distrito-corregimiento', 641
// codes such as '8-8-7'), read from the DGI's own schema when its file is on this machine
// (dgi-files.ts), where it is the `ubicaciones` enumeration and each code's documentation holds
// its names, 'PANAMA-PANAMA-BELLA VISTA'. The rFE builder does not need it: the document carries
// its FeLocation (code and names). It serves to fill in the names of a code, or offer the codes,
// where the DGI's file has been placed; without it every answer is empty (no error).

const XSD_NAMESPACE = "http://www.w3.org/2001/XMLSchema";

const catalogues = new Map<string, Map<string, FeLocation>>();

/**
 * 'COMARCA NGÄBE-BUGLÉ-NURUM-AGUA DE SALUD': two province names have a hyphen of their own, while
 * no district or corregimiento does, so the names split at the last two hyphens. Line breaks
 * inside a documentation element are folded to one space.
 */
function splitNames(code: string, text: string): FeLocation {
  const names = text.replace(/\s+/g, " ").trim();
  const last = names.lastIndexOf("-");
  const middle = names.lastIndexOf("-", last - 1);
  if (middle <= 0) throw new Error(`Ubicación de la DGI sin provincia, distrito y corregimiento: ${code}`);
  return {
    code,
    province: names.slice(0, middle).trim(),
    district: names.slice(middle + 1, last).trim(),
    corregimiento: names.slice(last + 1).trim(),
  };
}

function load(): Map<string, FeLocation> {
  if (!dgiFilesPresent()) return new Map();
  const cached = catalogues.get(dgiFilesDir());
  if (cached) return cached;
  const schema = new DOMParser().parseFromString(readDgiFile(FE_SCHEMA_FILE), "text/xml");
  const types = Array.from(schema.getElementsByTagNameNS(XSD_NAMESPACE, "simpleType"));
  const type = types.find((element) => element.getAttribute("name") === "ubicaciones");
  if (!type) throw new Error("El esquema de la DGI no trae el catálogo de ubicaciones");
  const locations = Array.from(type.getElementsByTagNameNS(XSD_NAMESPACE, "enumeration")).map((element) => {
    const code = element.getAttribute("value") ?? "";
    const text = element.getElementsByTagNameNS(XSD_NAMESPACE, "documentation").item(0)?.textContent ?? "";
    return splitNames(code, text);
  });
  const byNumbers = (location: FeLocation) => location.code.split("-").map(Number);
  locations.sort((a, b) => {
    const [x, y] = [byNumbers(a), byNumbers(b)];
    return (x[0] ?? 0) - (y[0] ?? 0) || (x[1] ?? 0) - (y[1] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0);
  });
  const catalogue = new Map(locations.map((location) => [location.code, location]));
  catalogues.set(dgiFilesDir(), catalogue);
  return catalogue;
}

/** The whole catalogue, by province, district and corregimiento number; empty without the DGI's file. */
export function feLocations(): FeLocation[] {
  return [...load().values()];
}

/** False for every code without the DGI's file: ask only where it is placed. */
export function isFeLocationCode(code: string): boolean {
  return load().has(code);
}

/** The names of a code, or null when the DGI's catalogue does not have it or is not on this machine. */
export function feLocation(code: string): FeLocation | null {
  return load().get(code) ?? null;
}

/** For a select: the code and 'PANAMA / PANAMA / BELLA VISTA'. */
export function feLocationOptions(): Array<{ code: string; label: string }> {
  return feLocations().map((location) => ({
    code: location.code,
    label: `${location.province} / ${location.district} / ${location.corregimiento}`,
  }));
}
