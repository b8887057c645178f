import { savedSearchMessages } from '@shared/rules/saved-search';
import { webPaths } from '@shared/web-paths';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { BellIcon, CheckIcon } from '../../../lib/ui/icons';
import { useSaveSearch } from '../api/save-search';
import { type JobsSearch, toSaveSearchBody } from '../lib/jobs-url';
import styles from './SaveSearchControl.module.css';

/** "Save this search" for a signed-in student (SaveSearchControl decides who sees it). */
export default function SaveButton({ userId, search }: { userId: string; search: JobsSearch }) {
  const save = useSaveSearch(userId);
  const body = useMemo(() => toSaveSearchBody(search), [search]);
  const code = save.error instanceof ApiRequestError ? save.error.code : '';
  const saved = save.isSuccess || code === 'SAVED_SEARCH_EXISTS';

  return (
    <div className={styles.wrap}>
      {saved ? null : (
        <button
          type="button"
          className={`btn btn-secondary btn-sm ${styles.control}`}
          aria-disabled={save.isPending || undefined}
          onClick={() => {
            if (!save.isPending) save.mutate(body);
          }}
        >
          <BellIcon />
          {save.isPending ? 'Saving…' : 'Save this search'}
        </button>
      )}
      {/* Always present, so the outcome is announced where the button was. */}
      <p className={styles.outcome} role="status">
        {saved ? (
          <>
            <CheckIcon />
            <span>
              {save.isSuccess
                ? 'Saved. We’ll e-mail you new matches, at most once a day. '
                : 'You saved this search already. '}
              <Link to={webPaths.alerts}>Manage job alerts</Link>
            </span>
          </>
        ) : save.isError ? (
          <span className={styles.error}>
            {errorMessage(save.error)}{' '}
            {code === 'SAVED_SEARCH_LIMIT' ? <Link to={webPaths.alerts}>Manage job alerts</Link> : null}
          </span>
        ) : (
          <span className={styles.hint}>{savedSearchMessages.saveHint}</span>
        )}
      </p>
    </div>
  );
}
