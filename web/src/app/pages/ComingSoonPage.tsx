import { useMatches } from 'react-router-dom';
import { PageMeta } from '../../lib/page-meta';
import { isComingSoonHandle } from './coming-soon-handle';
import { StatusPage, statusPageStyles } from './StatusPage';

/**
 * Stands in for a route whose screen arrives in a later release, so links never dead-end. The title
 * and description come from the route's `handle` in the route table.
 */
export default function ComingSoonPage() {
  const handle = useMatches().findLast((match) => isComingSoonHandle(match.handle))?.handle;
  const { title, description } = isComingSoonHandle(handle)
    ? handle
    : { title: 'Coming soon', description: 'This page is coming soon.' };

  return (
    <StatusPage eyebrow="Coming soon" title={title}>
      <PageMeta title={title} description={description} />
      <p className={statusPageStyles.lead}>
        We're still putting the finishing touches on this page. In the meantime, you can browse the jobs
        posted by your neighbours.
      </p>
    </StatusPage>
  );
}
