import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * THE route table of the SPA (spec/1 §2, spec/2 §2). Every page is a lazy route so the first screen
 * only downloads the frame and the page it shows; each page module default-exports its component.
 */
type PageModule = { default: ComponentType };

function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  // The function form, not `lazy: { Component }`: the router swallows a failed `lazy.Component` (a
  // blank page), while a failed lazy function reaches the errorElement (e.g. a chunk gone after a deploy).
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // Only reached when the frame itself fails; page errors are caught inside the frame below.
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        HydrateFallback: PageLoading,
        children: [
          { index: true, ...page(() => import('../features/home/pages/HomePage')) },
          { path: 'jobs', ...page(() => import('../features/jobs/pages/JobsPage')) },

          // Info pages (spec/2 §2).
          { path: 'faq', ...page(() => import('../features/info/pages/FaqPage')) },
          { path: 'about', ...page(() => import('../features/info/pages/AboutPage')) },
          { path: 'community', ...page(() => import('../features/info/pages/CommunityPage')) },
          { path: 'skill', ...page(() => import('../features/info/pages/SkillPage')) },
          { path: 'career', ...page(() => import('../features/info/pages/CareerPage')) },
          { path: 'safety', ...page(() => import('../features/info/pages/SafetyPage')) },
          { path: 'info/termsofuse', ...page(() => import('../features/info/pages/TermsPage')) },

          // Accounts (spec/1 §2).
          {
            path: 'auth',
            children: [
              { path: 'signin', ...page(() => import('../features/auth/pages/SignInPage')) },
              { path: 'signup', ...page(() => import('../features/auth/pages/SignUpChooserPage')) },
              { path: 'signup/student', ...page(() => import('../features/auth/pages/StudentSignUpPage')) },
              { path: 'signup/employer', ...page(() => import('../features/auth/pages/EmployerSignUpPage')) },
              { path: 'forgot-password', ...page(() => import('../features/auth/pages/ForgotPasswordPage')) },
              { path: 'google', ...page(() => import('../features/auth/pages/GoogleReturnPage')) },
              {
                path: 'googleprofile',
                ...page(() => import('../features/auth/pages/GoogleStudentProfilePage')),
              },
              {
                path: 'googleprofileemp',
                ...page(() => import('../features/auth/pages/GoogleEmployerProfilePage')),
              },
              { path: 'login-redirect', ...page(() => import('../features/auth/pages/LoginRedirectPage')) },
            ],
          },
          {
            path: 'applications',
            ...page(() => import('../features/applications/pages/MyApplicationsPage')),
          },
          { path: 'profile', ...page(() => import('../features/profile/pages/ProfilePage')) },

          // Employer area (spec/2 §2): the guard and shell, then each screen.
          {
            path: 'employer/home',
            ...page(() => import('../features/employer/pages/EmployerArea')),
            children: [
              { index: true, ...page(() => import('../features/employer/pages/DashboardPage')) },
              { path: 'post-job', ...page(() => import('../features/employer/pages/PostJobPage')) },
              { path: 'posted-jobs', ...page(() => import('../features/employer/pages/PostedJobsPage')) },
              { path: 'applications', ...page(() => import('../features/employer/pages/ApplicationsPage')) },
            ],
          },

          { path: '*', ...page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the routes `pathname` matches before the first render, so that render is the page
 * itself rather than the loading fallback: it must equal the pre-rendered HTML it hydrates, and on
 * the shell it saves a skeleton-then-page swap. The lazy functions are replaced by what they return, as
 * the router would do (react-router's documented way to hydrate lazy routes).
 */
export async function loadRouteCode(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Created once the config is set and the first route's code is in (see main.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
