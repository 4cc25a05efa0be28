import type { MouseEvent } from "react";

/** Height the sticky navigation covers; sections keep this much room above their heading. */
export const sectionScrollMargin = { xs: "72px", sm: "80px" };

function prefersReducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smoothly scrolls to a section and records it in the address bar without a history entry. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, "", `#${id}`);
  }
}

/**
 * Click handler for in-page anchors: keeps the native link (middle click, copy link) but
 * scrolls smoothly for a plain click.
 */
export function sectionLinkHandler(id: string, after?: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    after?.();
    scrollToSection(id);
  };
}
