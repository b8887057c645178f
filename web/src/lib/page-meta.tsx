import { documentTitle, type PageHead } from '@shared/web-serving/page-meta';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfig } from './config';
import { releaseStaticHead } from './static-head';

type PageMetaProps = Omit<PageHead, 'url'>;

/**
 * Document title, description and canonical link for a page (and `noindex` for one search engines
 * should drop). React 19 hoists <title>, <meta> and <link> into <head> and removes them when the page
 * unmounts, so each page simply renders this once; the build's pre-render puts the same into each
 * public page's HTML, and a job's page is served with its own (shared/web-serving/page-meta.ts, with
 * the link-preview tags a served page adds). The canonical address is the stage's origin and the
 * path, without the query: /jobs?title=dog is the /jobs page.
 */
export function PageMeta(props: PageMetaProps) {
  const { pathname } = useLocation();
  const { siteUrl } = useConfig();
  // The HTML's own copies give way once these are in <head>, whenever the page renders them (a job's
  // page does once its data is in), and all of them on another page than the one served.
  useLayoutEffect(() => releaseStaticHead(pathname), [pathname]);
  return (
    <>
      <title>{documentTitle(props)}</title>
      <meta name="description" content={props.description} />
      <link rel="canonical" href={`${siteUrl.replace(/\/+$/, '')}${pathname}`} />
      {props.noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
