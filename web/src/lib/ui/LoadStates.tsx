import { errorMessage } from '../api-client';
import { EmptyState } from './EmptyState';
import panel from './Panel.module.css';

/** A page's first load: a spinner and the words, announced once. */
export function Loading({ children }: { children: string }) {
  return (
    <p className={panel.loading} role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function LoadFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      }
    >
      {errorMessage(error, 'Please try again in a moment.')}
    </EmptyState>
  );
}
