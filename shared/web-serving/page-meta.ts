/**
 * THE head of a page: its title, description and canonical link, which the app renders
 * (web/src/lib/page-meta.tsx) and the build pre-renders into each public page; and for a job's page
 * as served (shared/web-serving/job-page.ts), what link previews read too (Open Graph, Twitter), which
 * only a served page needs: the app never renders them, so a page's script does not carry them. The
 * app tells which of the HTML's own elements its render replaces by their keys (headKeyOf,
 * web/src/lib/static-head.ts).
 */

export const SITE_NAME = 'Neighbourhood Jobs';

export interface PageHead {
  /** The page's own name; the site name is appended: "Find jobs · Neighbourhood Jobs". */
  title: string;
  description: string;
  /** The page's address, without its query: /jobs?title=dog is the /jobs page. */
  url: string;
  /** The whole title as given, without the site name appended (the home page says it first). */
  fullTitle?: boolean;
  /** Kept out of search engines (a job no longer open, a page not found). */
  noindex?: boolean;
}

/** The 404 page's head, in the app and as a job's address that is no job is served. */
export const MISSING_PAGE_HEAD = {
  title: 'Page not found',
  description: 'This page does not exist on Neighbourhood Jobs.',
} as const;

/** A removed job's page head, in the app and as served. */
export const REMOVED_JOB_HEAD = {
  title: 'Job removed',
  description: 'This job is no longer on Neighbourhood Jobs.',
} as const;

export type HeadTag =
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

export const documentTitle = (head: Pick<PageHead, 'title' | 'fullTitle'>) =>
  head.fullTitle ? head.title : `${head.title} · ${SITE_NAME}`;

/**
 * The elements after <title>. A link preview (a group chat, a social site) reads Open Graph; Twitter's
 * card falls back on it for its title and description, so only the card's kind is its own.
 */
export function headTags(head: PageHead): HeadTag[] {
  return [
    { tag: 'meta', name: 'description', content: head.description },
    { tag: 'link', rel: 'canonical', href: head.url },
    { tag: 'meta', property: 'og:type', content: 'website' },
    { tag: 'meta', property: 'og:site_name', content: SITE_NAME },
    { tag: 'meta', property: 'og:title', content: head.title },
    { tag: 'meta', property: 'og:description', content: head.description },
    { tag: 'meta', property: 'og:url', content: head.url },
    { tag: 'meta', name: 'twitter:card', content: 'summary' },
    ...(head.noindex ? [{ tag: 'meta', name: 'robots', content: 'noindex' } as const] : []),
  ];
}

/**
 * What makes two head elements the same one: a second `<title>`, or a second meta of one name or
 * property, is a duplicate of the first (the static head and the app's render of the same page).
 */
export function headKeyOf(element: {
  tagName: string;
  getAttribute(name: string): string | null;
}): string | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'title') return 'title';
  if (tag === 'script')
    return element.getAttribute('type') === 'application/ld+json' ? 'script:ld+json' : null;
  if (tag === 'link') return element.getAttribute('rel') === 'canonical' ? 'link:canonical' : null;
  if (tag !== 'meta') return null;
  const name = element.getAttribute('name') ?? element.getAttribute('property');
  return name && name !== 'viewport' && name !== 'theme-color' && name !== 'color-scheme'
    ? `meta:${name}`
    : null;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML text, for HTML written outside React (a job's page as served). */
export function headHtml(head: PageHead): string {
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
  const tags = headTags(head).map(({ tag, ...values }) => `<${tag}${attributes(values)}>`);
  return [`<title>${escapeHtml(documentTitle(head))}</title>`, ...tags].join('\n    ');
}
