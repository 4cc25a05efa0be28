import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The emotion cache of the prerendered landing page. The build renders with one and writes the
 * styles it collected into <style data-emotion="landing …"> tags; in the browser a cache with the
 * same key finds those tags and takes their class names as already inserted, so hydrating adds no
 * style and changes nothing on screen.
 */
export function createLandingStyleCache(): EmotionCache {
  return createCache({ key: "landing" });
}
