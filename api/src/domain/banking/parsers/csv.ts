import { parse } from "csv-parse/sync";
import type { StatementMapping } from "../../../contract/banking/banking";
import { FieldFailure } from "../../failures";
import { linesOfRows, type Row } from "./rows";
import type { ParsedStatement } from "./statement";
import { STATEMENT_FILE } from "./values";

// A CSV statement: decoded in the mapping's encoding (TextDecoder knows windows-1252), split into
// rows by csv-parse, then read by the mapping (rows.ts).

/** The file's text; a file that is not valid UTF-8 when the mapping says UTF-8 is refused. */
export function decodeText(bytes: Uint8Array, encoding: StatementMapping["encoding"]): string {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new FieldFailure(
      STATEMENT_FILE,
      "El archivo no es texto UTF-8 válido: elija la codificación Windows-1252 en la asignación",
    );
  }
}

type CsvRecord = { record: string[]; info: { lines: number } };

export function parseCsv(bytes: Uint8Array, mapping: StatementMapping): ParsedStatement {
  const text = decodeText(bytes, mapping.encoding);
  let records: CsvRecord[];
  try {
    records = parse(text, {
      delimiter: mapping.delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new FieldFailure(
      STATEMENT_FILE,
      line ? `Línea ${line}: el archivo CSV está mal formado` : "El archivo CSV está mal formado",
    );
  }
  // The line a record ends on (info.lines) is where a multi-line quoted cell closes; a statement's
  // records are one line each, so it is the record's line.
  const rows: Row[] = records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  return linesOfRows(rows, mapping);
}
