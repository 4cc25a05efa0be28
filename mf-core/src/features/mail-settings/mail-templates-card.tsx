import EditIcon from "@mui/icons-material/Edit";
import {
  Button,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { MailTemplateRecord } from "api/contract";
import { useId, useState } from "react";
import { ErrorState, StatusBadge, useEndpoint } from "shared-ui";
import { MailTemplateDialog } from "./mail-template-dialog";

/** 'Plantillas de correo': each template's subject, whether it was changed, and 'Editar'. */
export function MailTemplatesCard() {
  const headingId = useId();
  const { data, error, mutate } = useEndpoint("mailTemplates");
  const [editing, setEditing] = useState<MailTemplateRecord | null>(null);

  let body = <Skeleton variant="rounded" height={240} aria-label="Cargando" />;
  if (error) body = <ErrorState onRetry={() => void mutate()} />;
  else if (data) {
    body = (
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Plantilla</TableCell>
              <TableCell>Asunto</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell>Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((template) => (
              <TableRow key={template.kind}>
                <TableCell>{template.label}</TableCell>
                <TableCell>{template.subject}</TableCell>
                <TableCell>
                  <StatusBadge
                    label={template.isDefault ? "De fábrica" : "Personalizada"}
                    tone={template.isDefault ? "secondary" : "info"}
                  />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    startIcon={<EditIcon />}
                    aria-label={`Editar plantilla ${template.label}`}
                    onClick={() => setEditing(template)}
                  >
                    Editar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          Plantillas de correo
        </Typography>
        {body}
      </CardContent>
      <MailTemplateDialog template={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
