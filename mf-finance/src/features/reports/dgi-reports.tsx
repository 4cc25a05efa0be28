import { Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { ErrorState, useEndpoint } from "shared-ui";
import { lastFinishedMonth, MonthPicker } from "../../common/month-picker";
import { Form430Documents } from "./form-430-documents";
import { Form430Lines } from "./form-430-lines";
import { Informe43Table } from "./informe-43-table";

const loading = <Skeleton variant="rounded" height={240} aria-label="Cargando" />;

/** The DGI's monthly reports for a chosen month, last month unless another is picked. */
export function DgiReports() {
  const [month, setMonth] = useState(lastFinishedMonth);
  const form430 = useEndpoint("form430", { query: { month } });
  const documents = useEndpoint("form430Documents", { params: { month } });
  const informe43 = useEndpoint("informe43", { query: { month } });
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
          >
            <div>
              <Typography variant="h6" component="h2">
                Declaraciones Mensuales DGI
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Formulario 430 e Informe 43 del mes, calculados con los libros.
              </Typography>
            </div>
            <MonthPicker month={month} onChange={setMonth} yearsAhead={1} />
          </Stack>
        </CardContent>
      </Card>
      {form430.error ? (
        <ErrorState onRetry={() => void form430.mutate()} />
      ) : form430.data ? (
        <Form430Lines form={form430.data} />
      ) : (
        loading
      )}
      {documents.error ? (
        <ErrorState onRetry={() => void documents.mutate()} />
      ) : documents.data ? (
        <Form430Documents month={month} documents={documents.data} />
      ) : (
        loading
      )}
      {informe43.error ? (
        <ErrorState onRetry={() => void informe43.mutate()} />
      ) : informe43.data ? (
        <Informe43Table report={informe43.data} />
      ) : (
        loading
      )}
    </Stack>
  );
}
