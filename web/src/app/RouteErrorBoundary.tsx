import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PageNotFoundError } from '../lib/page-not-found';
import { PageShown } from './PageShown';
import { RouteErrorPage } from './pages/RouteErrorPage';

// The same module as the route table's `*` page, loaded when first needed (not with every page).
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

interface Props {
  children: ReactNode;
  /** The frame itself failed: the error screen brings its own header and <main>. */
  standalone?: boolean;
}

/**
 * The error screen of a page that failed to render or whose code failed to load (spec/1 §2). Going
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
          <RouteErrorPage error={this.state.error} standalone={this.props.standalone} />
        )}
        <PageShown />
      </>
    );
  }
}
