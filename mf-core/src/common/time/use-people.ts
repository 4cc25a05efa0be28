import { seesEveryonesTime } from "api/contract";
import { useMemo } from "react";
import { useCurrentUser, useEndpoint } from "shared-ui";

/** Whether the signed-in person sees and records everyone's hours (admin, finance) or only their own. */
export function useSeesEveryonesTime(): boolean {
  const { user } = useCurrentUser();
  return user ? seesEveryonesTime(user.role) : false;
}

/**
 * The people admin and finance may pick (GET /api/time-entries/people) as select options; null for
 * staff, who record only their own hours.
 */
export function usePeopleOptions() {
  const everyone = useSeesEveryonesTime();
  const { data } = useEndpoint(everyone ? "timePeople" : null);
  return useMemo(
    () => (everyone ? (data ?? []).map((person) => ({ value: person.id, label: person.name })) : null),
    [everyone, data],
  );
}
