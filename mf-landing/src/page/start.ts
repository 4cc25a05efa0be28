// The prerendered landing page's only script tag, about a kilobyte. The page is complete without
// JavaScript; React is needed only by what responds to the visitor (the mobile menu, the calls to
// action, the quote form), so it is fetched once the page is idle and runs on the first interaction.
// Nothing competes with the first paint, and a visitor who only reads never pays for hydrating.
import { LANDING_ROOT_ID } from "./root-id";

/** What shows the visitor is about to use the page: hydration starts on the first of these. */
const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"] as const;

const container = document.getElementById(LANDING_ROOT_ID);

if (container) {
  // A button pressed before React has taken over (open the menu, a call to action, send the form)
  // would do nothing, or submit the form natively: hold it and press it again once hydrated.
  // Links keep working on their own (#sections, sign-in, the projects), so they are left alone.
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (event.type === "submit" || button) event.preventDefault();
    if (!button) return;
    held = button;
    void hydrate();
  };
  container.addEventListener("click", hold, true);
  container.addEventListener("submit", hold, true);

  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) container.removeEventListener(type, hydrate, true);
    const { hydrateLanding } = await import("./hydrate");
    hydrateLanding(container);
    container.removeEventListener("click", hold, true);
    container.removeEventListener("submit", hold, true);
    // React listens on the container now, and hydrates what a click lands on before handling it.
    held?.click();
  };
  for (const type of INTENT_EVENTS) container.addEventListener(type, hydrate, { capture: true, passive: true });

  // Download (not run) the code while the visitor reads, so the first tap does not wait for the
  // network: once the page has painted, and the browser is idle. The build names the file on this
  // script tag.
  const preload = () => {
    const href = document.querySelector<HTMLScriptElement>("script[data-hydrate]")?.dataset.hydrate;
    if (!href || started) return;
    const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
    document.head.append(link);
  };
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(preload) : setTimeout(preload, 1000));
  afterFirstPaint(() => {
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}

/** Runs `then` once the browser reports the page's first contentful paint (at once where it reports no paints). */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return then();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}
