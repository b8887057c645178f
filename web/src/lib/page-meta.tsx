import { useLocation } from 'react-router-dom';
import { useConfig } from './config';

export const SITE_NAME = 'Neighbourhood Jobs';

interface PageMetaProps {
  /** The page's own name; the site name is appended: "Find jobs · Neighbourhood Jobs". */
  title: string;
  description: string;
  /** The whole title as given, without the site name appended (the home page says it first). */
  fullTitle?: boolean;
}

/**
 * Document title, description and canonical link for a page. React 19 hoists <title>, <meta> and <link>
 * into <head> and removes them when the page unmounts, so each page simply renders this once; the
 * build's pre-render puts the same into each public page's HTML for crawlers. The canonical address is
 * the stage's origin and the path, without the query: /jobs?title=dog is the /jobs page.
 */
export function PageMeta({ title, description, fullTitle = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const { siteUrl } = useConfig();
  return (
    <>
      <title>{fullTitle ? title : `${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={`${siteUrl.replace(/\/+$/, '')}${pathname}`} />
    </>
  );
}
