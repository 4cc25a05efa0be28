/** The element the prerendered page is rendered into and hydrated from. */
export const LANDING_ROOT_ID = "root";
