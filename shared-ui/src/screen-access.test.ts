import { describe, expect, test } from "bun:test";
import { mayOpenScreen } from "./screen-access";

describe("mayOpenScreen", () => {
  test("every role opens the staff screens", () => {
    for (const role of ["admin", "staff", "finance"] as const) {
      for (const path of ["/", "/crm", "/quotes", "/invoices", "/projects", "/reports"]) {
        expect(mayOpenScreen(role, path)).toBe(true);
      }
    }
  });

  test("staff open nothing under /finance; finance and admin open all of it", () => {
    for (const path of ["/finance", "/finance/transactions", "/finance/reports"]) {
      expect(mayOpenScreen("staff", path)).toBe(false);
      expect(mayOpenScreen("finance", path)).toBe(true);
      expect(mayOpenScreen("admin", path)).toBe(true);
    }
  });

  test("only admins open the settings screens", () => {
    for (const path of ["/settings/users", "/settings/company"]) {
      expect(mayOpenScreen("admin", path)).toBe(true);
      expect(mayOpenScreen("staff", path)).toBe(false);
      expect(mayOpenScreen("finance", path)).toBe(false);
    }
  });

  test("a prefix matches whole segments only", () => {
    expect(mayOpenScreen("staff", "/financed")).toBe(true);
    expect(mayOpenScreen("staff", "/settingsx")).toBe(true);
  });
});
