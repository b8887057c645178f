/*
 * The two public reads behind the job pages, one module to load: a job's page and the
 * sitemap that lists them. Loaded apart, each would be a chunk of its own, with its own copy of the
 * bundle's header and imports: bytes the jobs function, near its size budget, cannot spare.
 */
export { getJob } from './get-job';
export { getSitemap } from './get-sitemap';
