import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { SessionProvider } from '../lib/auth/session';
import { HistoryRouter } from './history-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { releaseStaticHead } from './static-head';

/** Everything around the router, shared by the browser and the build's pre-render (web/src/prerender.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

/** The app in the browser; the first route's code must be loaded first (router.tsx loadRouteCode). */
export function App() {
  return (
    <AppProviders>
      <HistoryRouter>
        <AppRoutes />
      </HistoryRouter>
      <MarkReady />
    </AppProviders>
  );
}

/**
 * `<html data-app-ready>` once the app has rendered (or hydrated) and answers clicks: a pre-rendered
 * page looks ready before its script runs, so tests and tools wait for this instead. The HTML's own
 * head elements give way to the page's at the same moment.
 */
function MarkReady() {
  useLayoutEffect(() => {
    releaseStaticHead();
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
