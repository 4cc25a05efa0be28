import PersonAddIcon from "@mui/icons-material/PersonAdd";
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { type ClientRecord, type ProjectType, projectTypeLabels } from "api/contract";
import { ErrorState, formatDateTime, useEndpoint } from "shared-ui";

export type ClientPrefill = Pick<ClientRecord, "name" | "company" | "email">;

/**
 * The quote requests the landing page brought in (POST /api/contact), newest first, so
 * staff can follow them up; 'Crear cliente' opens the client form filled in from one.
 */
export function ContactRequestsCard({ onCreateClient }: { onCreateClient: (prefill: ClientPrefill) => void }) {
  const { data, error, isLoading, mutate } = useEndpoint("contactRequests");

  return (
    <Card component="section" aria-labelledby="solicitudes-titulo" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="solicitudes-titulo" variant="h6" component="h2">
          Solicitudes de cotización
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Recibidas desde el sitio web
        </Typography>
        {error && <ErrorState onRetry={() => mutate()} />}
        {isLoading && <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />}
        {data && data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
            No hay solicitudes de cotización
          </Typography>
        )}
        {data && data.length > 0 && (
          <List aria-label="Solicitudes de cotización" disablePadding>
            {data.map((request, index) => {
              return (
                <Box key={request.id}>
                  {index > 0 && <Divider component="li" />}
                  <ListItem disableGutters sx={{ alignItems: "flex-start", gap: 2 }} aria-label={request.name}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                        <Typography variant="subtitle2">{request.name}</Typography>
                        {request.company && (
                          <Typography variant="body2" color="text.secondary">
                            · {request.company}
                          </Typography>
                        )}
                        {request.projectType && (
                          <Chip
                            size="small"
                            label={projectTypeLabels[request.projectType as ProjectType] ?? request.projectType}
                          />
                        )}
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {request.email} · {formatDateTime(request.createdAt)}
                      </Typography>
                      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-line", wordBreak: "break-word" }}>
                        {request.message}
                      </Typography>
                    </Box>
                    {request.isClient ? (
                      <Chip size="small" color="success" variant="outlined" label="Ya es cliente" />
                    ) : (
                      <Button
                        size="small"
                        startIcon={<PersonAddIcon />}
                        aria-label={`Crear cliente desde la solicitud de ${request.name}`}
                        onClick={() =>
                          onCreateClient({ name: request.name, company: request.company, email: request.email })
                        }
                      >
                        Crear cliente
                      </Button>
                    )}
                  </ListItem>
                </Box>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
