/**
 * THE cache rules of the web app. CloudFront caches what the bucket's objects say (the web stack writes
 * these values as each object's Cache-Control when it deploys), and the local web server sends the same
 * values for the same paths.
 */

/** Vite content-hashes every file under assets/: a changed file gets a new name. */
export const HASHED_ASSETS_DIR = 'assets';

/**
 * How long CloudFront keeps a job's page as served (the job pages function's answer): briefly, since a
 * job's day may end without any write; every change of the job invalidates it at once
 * (infra/constructs/job-pages.ts).
 */
export const JOB_PAGE_CACHE_SECONDS = 300;

export const cacheControl = {
  /** Hashed files never change under their name: a year, and no revalidation on reload. */
  hashed: 'public, max-age=31536000, immutable',
  /**
   * Everything under a fixed name (the HTML, /config.json, robots.txt, sitemap.xml, the favicon): the
   * browser may keep it but asks each time whether it changed, so a deploy shows at the next load.
   */
  revalidate: 'no-cache',
  /**
   * A job's page: the browser asks each time (a 304 when it has not changed), CloudFront answers from
   * its copy for JOB_PAGE_CACHE_SECONDS.
   */
  jobPage: `public, max-age=0, s-maxage=${JOB_PAGE_CACHE_SECONDS}`,
} as const;

/** The Cache-Control of the object at `key` (its path under the site root, with or without a leading /). */
export function cacheControlFor(key: string): string {
  return key.replace(/^\/+/, '').startsWith(`${HASHED_ASSETS_DIR}/`)
    ? cacheControl.hashed
    : cacheControl.revalidate;
}
