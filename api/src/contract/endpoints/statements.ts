import {
  bankBankStatementLineRecord,
  statementImportListQuery,
  statementImportRecord,
  statementLineListQuery,
  statementMappingAnswer,
  statementPreviewRecord,
  statementUpload,
} from "../banking/statement-import";
import { books, type Endpoint } from "../endpoint";
import { z } from "../zod";

// The endpoint table (endpoints.ts): bank statement import (api/docs/banking.md, "Statement
// import"), for those who may move money on bank accounts (admin and finance).

const TAG = "Estados de cuenta";
const FILE_RULES =
  "El formato sale de la extensión (.csv, .xlsx, .ofx, .qfx) o del campo `format`. CSV y XLSX se leen con `mapping` o, sin ella, con la guardada de la cuenta. " +
  "Un archivo que no se puede leer entero es 400 en `file` con la línea y el motivo ('Línea 7: la fecha «31/02/2026» no es válida…'), y no guarda nada.";

export const statementEndpoints = {
  statementMapping: {
    method: "GET",
    path: "/api/financial/bank-accounts/{id}/statement-mapping",
    summary: "La asignación de columnas guardada de la cuenta y las de cada banco",
    tag: TAG,
    access: books,
    answer: { json: statementMappingAnswer },
  },
  previewStatement: {
    method: "POST",
    path: "/api/financial/bank-accounts/{id}/statements/preview",
    summary: "Vista previa de un estado de cuenta: no guarda nada",
    description: `${FILE_RULES} Responde cada línea marcada nueva o ya importada, los conteos y el saldo final del estado frente al saldo en libros de ese día.`,
    tag: TAG,
    access: books,
    body: statementUpload,
    bodyMediaType: "multipart/form-data",
    answer: { json: statementPreviewRecord },
    refusals: [413],
  },
  importStatement: {
    method: "POST",
    path: "/api/financial/bank-accounts/{id}/statements",
    summary: "Importar un estado de cuenta",
    description: `${FILE_RULES} Guarda la importación y sus líneas nuevas en una transacción (cada línea una sola vez) y la asignación para la cuenta.`,
    tag: TAG,
    access: books,
    body: statementUpload,
    bodyMediaType: "multipart/form-data",
    answer: { json: statementImportRecord, status: 201 },
    refusals: [413],
  },
  listStatementImports: {
    method: "GET",
    path: "/api/financial/bank-accounts/{id}/statements",
    summary: "Estados de cuenta importados de la cuenta, el más reciente primero",
    tag: TAG,
    access: books,
    query: statementImportListQuery,
    answer: { json: z.array(statementImportRecord) },
    paged: true,
  },
  listStatementLines: {
    method: "GET",
    path: "/api/financial/bank-accounts/{id}/statement-lines",
    summary: "Movimientos del banco de la cuenta (líneas de sus estados), la fecha más reciente primero",
    description:
      "`status`: unmatched (sin conciliar), matched o all (por defecto). `q` busca en la descripción y la referencia.",
    tag: TAG,
    access: books,
    query: statementLineListQuery,
    answer: { json: z.array(bankBankStatementLineRecord) },
    paged: true,
  },
} as const satisfies Record<string, Endpoint>;
