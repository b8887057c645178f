export const SITE_NAME = 'Neighbourhood Jobs';

interface PageMetaProps {
  /** The page's own name; the site name is appended: "Find jobs · Neighbourhood Jobs". */
  title: string;
  description: string;
}

/**
 * Document title and description for a page. React 19 hoists <title> and <meta> into <head> and
 * removes them when the page unmounts, so each page simply renders this once.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
