import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '../lib/auth/session';
import { HistoryRouter } from './history-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/**
 * Everything around the router, shared by the browser and the build's pre-render (web/src/prerender.tsx).
 * The pre-render passes its own query client, so it can clear it (and its timers) after each page.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
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
    </AppProviders>
  );
}
