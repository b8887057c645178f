import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageNotFoundError } from '../lib/page-not-found';
import { PageShown } from './PageShown';
import { PlainErrorScreen } from './PlainErrorScreen';

// The same module as the route table's `*` page, loaded when first needed (not with every page).
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
// Loaded when first needed too: every visitor's first screen carried it (initial JS). Should
// its code fail to load as well, the plain screen stands in (ErrorPageLoader).
const RouteErrorPage = lazy(() => import('./pages/RouteErrorPage'));

interface Props {
  children: ReactNode;
  /** The frame itself failed: the error screen brings its own header and <main>. */
  standalone?: boolean;
}

/**
 * The error screen of a page that failed to render or whose code failed to load (docs/spec/1-students-and-accounts.md §2). Going
 * to another address tries again, as the router's error elements did.
 */
export function RouteErrorBoundary({ children, standalone = false }: Props) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} standalone={standalone}>
      {children}
    </Boundary>
  );
}

interface State {
  failed: boolean;
  error: unknown;
  /** The address the error happened at. */
  pathname: string;
}

class Boundary extends Component<Props & { pathname: string }, State> {
  override state: State = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  // Reset rather than remount on a new address: remounting would re-create the pages' Suspense
  // boundary, which then shows its skeleton instead of keeping the current page during a navigation.
  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, error: undefined, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A page that found nothing at its address is the 404 page, not an error.
    const notFound = this.state.error instanceof PageNotFoundError && !this.props.standalone;
    return (
      <>
        {notFound ? (
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        ) : (
          <ErrorPageLoader standalone={this.props.standalone}>
            <Suspense fallback={null}>
              <RouteErrorPage error={this.state.error} standalone={this.props.standalone} />
            </Suspense>
          </ErrorPageLoader>
        )}
        <PageShown />
      </>
    );
  }
}

/**
 * The error screen's code is a chunk of its own. When it cannot load either (a deploy removed it while
 * the tab stayed open, or the network is down), the plain screen, in the entry, says what to do.
 */
class ErrorPageLoader extends Component<{ children: ReactNode; standalone?: boolean }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PlainErrorScreen standalone={this.props.standalone} /> : this.props.children;
  }
}
