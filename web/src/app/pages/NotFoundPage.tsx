import { MISSING_PAGE_HEAD } from '@shared/web-serving/page-meta';
import { PageMeta } from '../../lib/page-meta';
import { StatusPage, statusPageStyles } from './StatusPage';

export default function NotFoundPage() {
  return (
    <StatusPage eyebrow="Error 404" title="Page not found">
      <PageMeta {...MISSING_PAGE_HEAD} noindex />
      <p className={statusPageStyles.lead}>
        We looked up and down the street but couldn't find this page. The link may be mistyped, or the page
        may have moved.
      </p>
    </StatusPage>
  );
}
