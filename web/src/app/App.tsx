import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../lib/auth/session';
import { createQueryClient } from './query-client';
import type { AppRouter } from './router';
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

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
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
