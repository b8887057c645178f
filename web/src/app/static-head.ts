/**
 * The HTML's own title, description and canonical link (pre-rendered for the page, or the shell's
 * defaults) serve crawlers and the first paint. Once React has rendered, each page renders its own
 * (React hoists them into <head>, adopting a matching one): what is then doubled is the HTML's stale
 * copy and goes. Removing them before rendering would leave the tab without a title while the page's
 * code loads.
 */
const KINDS = ['title', 'meta[name="description"]', 'link[rel="canonical"]'];

let staticElements: Element[] | null = null;

/** Call before the first render. */
export function rememberStaticHead(): void {
  staticElements = KINDS.flatMap((kind) => [...document.head.querySelectorAll(kind)]);
}

/** Call once React's first render is committed (a layout effect: before the browser paints). */
export function releaseStaticHead(): void {
  for (const element of staticElements ?? []) {
    const kind = KINDS.find((selector) => element.matches(selector));
    if (kind && document.head.querySelectorAll(kind).length > 1) element.remove();
  }
  staticElements = null;
}
