import { type StatementFormat, statementFormats } from "../../../contract/banking/banking";
import {
  STATEMENT_FILE_FIELD,
  STATEMENT_FORMAT_FIELD,
  STATEMENT_MAPPING_FIELD,
  statementMappingInput,
} from "../../../contract/banking/statement-import";
import { formatOfFileName, UNKNOWN_FORMAT } from "../../../domain/banking/parsers";
import type { StatementUpload } from "../../../domain/banking/statement-import";
import { FieldFailure } from "../../../domain/failures";
import type { AppContext } from "../../../http/context";

// The multipart body of the preview and the import: `file`, optional `mapping` (JSON) and `format`.

export const FILE_MISSING = "Seleccione el archivo del estado de cuenta";
export const MAPPING_NOT_JSON = "La asignación de columnas no es JSON válido";

async function formFields(c: AppContext): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

function mappingOf(value: unknown): StatementUpload["mapping"] {
  if (value === undefined || value === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw new FieldFailure(STATEMENT_MAPPING_FIELD, MAPPING_NOT_JSON);
  }
  const parsed = statementMappingInput.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FieldFailure(
      [STATEMENT_MAPPING_FIELD, ...(issue?.path ?? [])].join("."),
      issue?.message ?? "Asignación inválida",
    );
  }
  return parsed.data;
}

function formatOf(value: unknown, fileName: string): StatementFormat {
  if (value !== undefined && value !== "") {
    if (!statementFormats.includes(value as StatementFormat)) {
      throw new FieldFailure(STATEMENT_FORMAT_FIELD, "Formato inválido");
    }
    return value as StatementFormat;
  }
  const format = formatOfFileName(fileName);
  if (!format) throw new FieldFailure(STATEMENT_FILE_FIELD, UNKNOWN_FORMAT);
  return format;
}

export async function statementUploadOf(c: AppContext): Promise<StatementUpload> {
  const fields = await formFields(c);
  const file = fields[STATEMENT_FILE_FIELD];
  if (!(file instanceof File)) throw new FieldFailure(STATEMENT_FILE_FIELD, FILE_MISSING);
  const format = formatOf(fields[STATEMENT_FORMAT_FIELD], file.name);
  const mapping = mappingOf(fields[STATEMENT_MAPPING_FIELD]);
  return { fileName: file.name || "estado", bytes: new Uint8Array(await file.arrayBuffer()), format, mapping };
}
