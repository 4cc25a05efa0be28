import { hydrateRoot } from "react-dom/client";
import { LandingRoot } from "./landing-root";
import { createLandingStyleCache } from "./style-cache";

/** Takes over the prerendered markup in `container`: no new DOM, no new style, only event handlers. */
export function hydrateLanding(container: HTMLElement) {
  hydrateRoot(container, <LandingRoot styleCache={createLandingStyleCache()} />);
}
