import { Box, CircularProgress } from "@mui/material";
import { useEffect, useRef } from "react";
import { NotFoundPage, useCurrentUser, useUnauthorizedRedirect } from "shared-ui";
import { useLocation } from "wouter";
import { InternalLayout } from "./layout/internal-layout";
import { RemoteArea } from "./remotes/remote-area";
import { remoteForPath } from "./routes";

/**
 * The auth gate (SPEC.md §2 "Routes"): signed out, only / exists and shows the landing
 * page; signed in, every back-office route.
 */
export function App() {
  const [path] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const redirectToLogin = useUnauthorizedRedirect();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (user) wasSignedIn.current = true;
    // A session that was there and is gone: say so and sign in again.
    else if (!isLoading && wasSignedIn.current) redirectToLogin();
  }, [user, isLoading, redirectToLogin]);

  // While the check runs nothing is decided yet: a neutral spinner, rather than a flash of
  // the landing page or of 'Page Not Found' before a signed-in user's screen appears.
  if (isLoading) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 12 }}>
        <CircularProgress aria-label="Cargando" />
      </Box>
    );
  }
  if (!user) return path === "/" ? <RemoteArea remote="landing" /> : <NotFoundPage />;

  const remote = remoteForPath(path);
  return (
    <InternalLayout user={user}>
      {remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />}
    </InternalLayout>
  );
}
