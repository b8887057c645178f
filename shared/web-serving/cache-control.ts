/**
 * THE cache rules of the web app. CloudFront caches what the bucket's objects say (the web stack writes
 * these values as each object's Cache-Control when it deploys), and the local web server sends the same
 * values for the same paths.
 */

/** Vite content-hashes every file under assets/: a changed file gets a new name. */
export const HASHED_ASSETS_DIR = 'assets';

export const cacheControl = {
  /** Hashed files never change under their name: a year, and no revalidation on reload. */
  hashed: 'public, max-age=31536000, immutable',
  /**
   * Everything under a fixed name (the HTML, /config.json, robots.txt, sitemap.xml, the favicon): the
   * browser may keep it but asks each time whether it changed, so a deploy shows at the next load.
   */
  revalidate: 'no-cache',
} as const;

/** The Cache-Control of the object at `key` (its path under the site root, with or without a leading /). */
export function cacheControlFor(key: string): string {
  return key.replace(/^\/+/, '').startsWith(`${HASHED_ASSETS_DIR}/`)
    ? cacheControl.hashed
    : cacheControl.revalidate;
}
