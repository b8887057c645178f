/**
 * Thrown while rendering a page whose address names nothing that exists (a job id that never was a
 * job): the page area's error boundary (app/RouteErrorBoundary.tsx) shows the 404 page in its place,
 * as for an address no route matches. Features cannot import the app's own pages; they throw this.
 */
export class PageNotFoundError extends Error {
  override name = 'PageNotFoundError';
  constructor(message = 'Page not found') {
    super(message);
  }
}
