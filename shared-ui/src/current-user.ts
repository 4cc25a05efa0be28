import type { CurrentUser } from "api/contract";
import useSWR from "swr";
import { ApiError, isUnauthorizedError } from "./api-client";
import { callEndpoint, endpointPath } from "./endpoint-client";

const CURRENT_USER_KEY = endpointPath("currentUser");

// A 401 here is the normal "signed out" answer (the shell learns it this way), not a failure.
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callEndpoint("currentUser");
  } catch (error) {
    if (isUnauthorizedError(error) || (error instanceof ApiError && error.status === 401)) return null;
    throw error;
  }
}

type CurrentUserState = {
  user: CurrentUser | undefined;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | undefined;
};

/** The signed-in user; `user` is undefined while loading and when signed out. */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error } = useSWR<CurrentUser | null, Error>(CURRENT_USER_KEY, fetchCurrentUser);
  const user = data ?? undefined;
  return { user, isLoading, isAuthenticated: user !== undefined, error };
}
