import AddCircleOutlineIcon from "@mui/icons-material/AddCircleOutlineOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import PaymentsOutlinedIcon from "@mui/icons-material/PaymentsOutlined";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Skeleton } from "@mui/material";
import type { ActivityRecord } from "api/contract";
import type { ReactNode } from "react";
import { formatDateTime, useEndpoint } from "shared-ui";
import { DashboardSection, SectionList } from "./dashboard-section";
import { activityTime } from "./relative-time";

/** The dashboard shows the latest 8 entries; every write rereads /api/activity (contract/list-relations.ts). */
const ACTIVITY_SHOWN = 8;

const actionStyle: Record<ActivityRecord["action"], { icon: ReactNode; color: string }> = {
  create: { icon: <AddCircleOutlineIcon />, color: "success.main" },
  update: { icon: <EditOutlinedIcon />, color: "info.main" },
  status: { icon: <SwapHorizIcon />, color: "warning.main" },
  payment: { icon: <PaymentsOutlinedIcon />, color: "primary.main" },
  delete: { icon: <DeleteOutlineIcon />, color: "error.main" },
  email: { icon: <MailOutlinedIcon />, color: "secondary.main" },
};

function ActivitySkeleton() {
  return (
    <List aria-busy="true" aria-label="Cargando actividad">
      {[0, 1, 2, 3].map((n) => (
        <ListItem key={n} disableGutters>
          <ListItemAvatar>
            <Skeleton variant="circular" width={40} height={40} />
          </ListItemAvatar>
          <ListItemText primary={<Skeleton width="70%" />} secondary={<Skeleton width="40%" />} />
        </ListItem>
      ))}
    </List>
  );
}

/** 'Actividad Reciente': the latest entries of the activity log, real data rather than fixed samples. */
export function RecentActivity() {
  const { data, error, isLoading, mutate } = useEndpoint("activity", { query: { limit: String(ACTIVITY_SHOWN) } });
  const entries = data ?? [];

  return (
    <DashboardSection title="Actividad Reciente">
      <SectionList
        isLoading={isLoading}
        skeleton={<ActivitySkeleton />}
        error={error}
        errorMessage="No se pudo cargar la actividad."
        onRetry={() => mutate()}
        isEmpty={entries.length === 0}
        emptyMessage="No hay actividad reciente"
      >
        <List aria-label="Actividad Reciente" disablePadding>
          {entries.map((entry) => {
            const style = actionStyle[entry.action] ?? actionStyle.update;
            return (
              <ListItem key={entry.id} disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: "transparent", color: style.color }} aria-hidden>
                    {style.icon}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={entry.summary}
                  secondary={
                    <>
                      {entry.userName ?? "Sistema"}
                      {" · "}
                      <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>
                        {activityTime(entry.createdAt)}
                      </time>
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </SectionList>
    </DashboardSection>
  );
}
