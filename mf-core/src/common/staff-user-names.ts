import type { StaffUserRecord } from "api/contract";

/** 'Ana Pérez', or the email of an account with no name. */
export const staffUserName = (user: Pick<StaffUserRecord, "firstName" | "lastName" | "email">) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
