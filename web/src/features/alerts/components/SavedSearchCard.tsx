import { describeSavedSearch } from '@shared/rules/saved-search';
import type { SavedSearch } from '@shared/schemas/saved-search';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../../lib/ui/icons';
import { jobsPathFor, savedSearchDates } from '../lib/saved-search-view';
import styles from './SavedSearchCard.module.css';

interface SavedSearchCardProps {
  search: SavedSearch;
  /** A pause or resume of this search is on its way. */
  busy: boolean;
  onToggle: (active: boolean) => void;
  onDelete: (button: HTMLButtonElement) => void;
}

/** One saved search: what it finds, its alert switch, and the way to run it again or delete it. */
export function SavedSearchCard({ search, busy, onToggle, onDelete }: SavedSearchCardProps) {
  const titleId = useId();
  const description = describeSavedSearch(search);
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.text}>
        <h3 id={titleId} className={styles.title}>
          {description}
        </h3>
        <p className={styles.meta}>{savedSearchDates(search)}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          role="switch"
          aria-checked={search.active}
          aria-describedby={titleId}
          aria-disabled={busy || undefined}
          className={styles.switch}
          onClick={() => {
            if (!busy) onToggle(!search.active);
          }}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span>E-mail alerts</span>
          <span className={search.active ? styles.on : styles.off}>{search.active ? 'On' : 'Paused'}</span>
        </button>
        <Link className="btn btn-ghost btn-sm" to={jobsPathFor(search)} aria-describedby={titleId}>
          <SearchIcon />
          See jobs
        </Link>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-describedby={titleId}
          onClick={(event) => onDelete(event.currentTarget)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
