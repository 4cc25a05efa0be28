import { useEffect, useRef } from "react";
import { NotFoundPage, useCurrentUser, useLiveUpdates, useUnauthorizedRedirect } from "shared-ui";
import { useLocation } from "wouter";
import { InternalLayout } from "./layout/internal-layout";
import { RemoteArea } from "./remotes/remote-area";
import { publicPageFor, remoteForPath } from "./routes";

/**
 * The auth gate: signed out, only / exists and shows the landing page; signed in, every
 * back-office route; the public pages (routes.ts), for everyone, without the layout. While the
 * session check runs, nothing: the API sends this shell at / only to a browser with a session
 * (visitors get the prerendered landing page), so showing the landing page meanwhile would flash it
 * before the dashboard.
 */
export function App() {
  const [path] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const redirectToLogin = useUnauthorizedRedirect();
  const wasSignedIn = useRef(false);
  // One event stream per page, here rather than in each remote: every remote's reads share the page's SWR cache.
  useLiveUpdates(user !== undefined);

  useEffect(() => {
    if (user) wasSignedIn.current = true;
    // A session that was there and is gone: say so and sign in again.
    else if (!isLoading && wasSignedIn.current) redirectToLogin();
  }, [user, isLoading, redirectToLogin]);

  // A public page (a quote's answer link) is the same for everyone: it waits for no session check.
  const publicPage = publicPageFor(path);
  if (publicPage) return <RemoteArea remote="landing" module={publicPage} />;
  if (!user && isLoading) return null;
  // Signed out: only / exists; any other path is not found.
  if (!user) return path === "/" ? <RemoteArea remote="landing" /> : <NotFoundPage />;

  const remote = remoteForPath(path, user.role);
  return (
    <InternalLayout user={user}>
      {remote ? <RemoteArea key={remote} remote={remote} /> : <NotFoundPage />}
    </InternalLayout>
  );
}
