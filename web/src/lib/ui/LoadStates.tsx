import { errorMessage } from '../api-client';
import { Alert } from './Alert';
import { BusyButton } from './BusyButton';
import { RefreshIcon } from './icons';
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

/** The read that failed, as React Query gives it. */
interface FailedRead {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * THE failed load, on every screen: what could not be loaded, why, and a way to try again (busy while
 * it does, and never twice at once). `message` replaces the error's own words where a screen has
 * better ones; `className` sets it in the screen's own card.
 */
export function LoadFailure({
  title,
  query,
  message,
  className,
}: {
  title: string;
  query: FailedRead;
  message?: string;
  className?: string;
}) {
  return (
    <div className={className ? `${panel.failureIn} ${className}` : panel.failure}>
      <Alert tone="error" title={title}>
        <p>{message ?? errorMessage(query.error, 'Please try again in a moment.')}</p>
      </Alert>
      <div>
        <BusyButton
          type="button"
          className="btn btn-secondary"
          busy={query.isFetching}
          icon={<RefreshIcon />}
          onClick={() => {
            if (!query.isFetching) void query.refetch();
          }}
        >
          Try again
        </BusyButton>
      </div>
    </div>
  );
}
