import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SessionProvider } from '../lib/auth/session';
import { HistoryRouter } from './history-router';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

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
    </AppProviders>
  );
}
