/**
 * What a write in the back office can change besides its own list: the dashboard's
 * figures, its recent activity and the reports (SPEC.md §7: "After any successful
 * write, the related lists and the summary are refreshed").
 */
export const summaryKeys = ["/api/dashboard/stats", "/api/activity", "/api/reports"];
