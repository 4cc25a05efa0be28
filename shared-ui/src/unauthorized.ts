import { useCallback } from "react";
import { isUnauthorizedError } from "./api-client";
import { pageSingleton } from "./page-singleton";
import { publicSite } from "./public-site";
import { useToast } from "./toast";

/** Wait this long after the 'Unauthorized' notice before going to the login page, so it is seen. */
const UNAUTHORIZED_REDIRECT_MS = 500;
/** The sign-in page (the API serves it). */
export const LOGIN_PATH = publicSite.endpointPath("signInPage");

// One pending redirect for the whole page: several failing calls at once must not
// stack notices or timers.
const redirect = pageSingleton("unauthorized-redirect", () => ({
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
}));

/**
 * Returns `handle(error?)`: for an unauthorised error, or when called with no argument
 * (the screen found itself signed out), it shows 'Unauthorized' and sends the browser
 * to /api/login after 500 ms, and returns true. Any other error returns false.
 * `handle(undefined)` is not "no argument": it returns false, so passing an absent
 * SWR error never logs anyone out.
 */
export function useUnauthorizedRedirect(): (error?: unknown) => boolean {
  const { toast } = useToast();
  return useCallback(
    (...args: [error?: unknown]) => {
      if (args.length > 0 && !isUnauthorizedError(args[0])) return false;
      if (redirect.timer !== undefined) return true;
      toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
      redirect.timer = setTimeout(() => {
        window.location.href = LOGIN_PATH;
      }, UNAUTHORIZED_REDIRECT_MS);
      return true;
    },
    [toast],
  );
}
