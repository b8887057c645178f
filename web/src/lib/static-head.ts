import { headKeyOf } from '@shared/web-serving/page-meta';

/**
 * The HTML's own head elements (title, description, canonical link, and a served job page's
 * link-preview tags: pre-rendered for the page, served with it, or the shell's defaults) serve
 * crawlers, link previews and the first paint. Once React renders a page's own (PageMeta: React
 * hoists them into <head>, adopting a matching one when it hydrates), the HTML's copy of each is a
 * duplicate and goes, whenever that happens: a job's page renders its own only once its data is in.
 * On another page than the one served, every one of them goes: they describe that page. Removing
 * them before would leave the tab without a title while the page's code and data load.
 */
let staticElements: Element[] = [];
let servedPath = '';

/** Call before the first render. */
export function rememberStaticHead(): void {
  staticElements = [...document.head.children].filter((element) => headKeyOf(element) !== null);
  servedPath = window.location.pathname;
}

/**
 * Call after a commit that may have rendered head elements (a layout effect: before the browser
 * paints), with the path of the page shown.
 */
export function releaseStaticHead(pathname: string): void {
  if (staticElements.length === 0) return;
  const elsewhere = pathname !== servedPath;
  const rendered = [...document.head.children].filter((element) => !staticElements.includes(element));
  staticElements = staticElements.filter((element) => {
    // React removed it with its page (it adopted it when it hydrated).
    if (!element.isConnected) return false;
    const key = headKeyOf(element);
    // A page without a title of its own keeps the HTML's rather than none.
    const stale = rendered.some((other) => headKeyOf(other) === key) || (elsewhere && key !== 'title');
    if (stale) element.remove();
    return !stale;
  });
}
