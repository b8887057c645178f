import { ROLES, type RoleId } from '@shared/auth/pool-definition';
import { type Access, routes as apiRoutes, type RouteName } from '@shared/routes';
import { isId } from '@shared/rules/ids';
import { childSegment, routeSegment } from '@shared/web-paths';
import { type ComponentType, Suspense, use } from 'react';
import { matchRoutes, Outlet, type RouteMatch, type RouteObject, useRoutes } from 'react-router-dom';
import { startEarlyRead } from '../lib/api-client';
import { earlySessionUser } from '../lib/auth/session';
import { RootLayout } from './layout/RootLayout';
import { PageShown } from './PageShown';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * THE route table of the SPA (docs/spec/1-students-and-accounts.md §2, docs/spec/2-employers-and-info-pages.md §2). Every page is a lazy route so the first screen
 * only downloads the frame and the page it shows; each page module default-exports its component.
 *
 * Declarative routing (`useRoutes` under a plain history router, app/history-router.tsx) rather than
 * react-router's data router: the app loads no data through the router, and the data-router runtime
 * was ~17 KB gzip of every first screen (initial JS ≤ 120 KB).
 */
type PageModule = { default: ComponentType };

interface PageCode {
  load: () => Promise<PageModule>;
  /** The API read the page makes first, when opened signed in: it starts with the page's code. */
  read?: RouteName;
  pending?: Promise<ComponentType>;
}

/**
 * A promise that says whether it has settled, the way React's use() reads it: React returns the value
 * of a promise marked `fulfilled` without suspending, and marks promises it sees itself only once
 * they settle after it first looked.
 */
type TrackedPromise<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

function preload(code: PageCode): Promise<ComponentType> {
  // Kept when it fails too: React renders again after a rejection, and a fresh attempt on each
  // render would never end. The error screen offers a reload.
  if (!code.pending) {
    const pending: TrackedPromise<ComponentType> = code.load().then((module) => module.default);
    pending.then(
      (value) => Object.assign(pending, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(pending, { status: 'rejected', reason }),
    );
    code.pending = pending;
  }
  return code.pending;
}

/**
 * Renders at once when the page's code is in (always so for the first render: see loadRouteCode), so
 * the markup equals the pre-rendered HTML it hydrates. Otherwise it suspends: a navigation is a
 * transition, so the current page stays up (with the progress bar) until the next one is ready, and
 * a chunk that fails to load (e.g. gone after a deploy) reaches the page's error boundary.
 *
 * use() is called on every render, with the same promise: calling it only while the code was missing
 * made React warn "called use() to suspend ... but did not call use() when it finished" (* item 8), as a hook called conditionally would.
 */
function LazyPage({ code }: { code: PageCode }) {
  const Page = use(preload(code));
  return <Page />;
}

/** Each lazy route's code by its element (routes spread what page() returns, the element stays). */
const pageCode = new WeakMap<object, PageCode>();

function page(load: () => Promise<PageModule>, read?: RouteName): Pick<RouteObject, 'element'> {
  const code: PageCode = { load, ...(read ? { read } : {}) };
  const element = <LazyPage code={code} />;
  pageCode.set(element, code);
  return { element };
}

/** The page area inside the frame: its own error screen, and a skeleton should a page suspend. */
function PageArea() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        Component: PageArea,
        children: [
          { index: true, ...page(() => import('../features/home/pages/HomePage')) },
          { path: routeSegment('jobs'), ...page(() => import('../features/jobs/pages/JobsPage')) },
          // One job's page: its read starts with its code, for anyone.
          { path: routeSegment('job'), ...page(() => import('../features/jobs/pages/JobPage'), 'getJob') },

          // Info pages (docs/spec/2-employers-and-info-pages.md §2).
          { path: routeSegment('faq'), ...page(() => import('../features/info/pages/FaqPage')) },
          { path: routeSegment('about'), ...page(() => import('../features/info/pages/AboutPage')) },
          { path: routeSegment('community'), ...page(() => import('../features/info/pages/CommunityPage')) },
          { path: routeSegment('skill'), ...page(() => import('../features/info/pages/SkillPage')) },
          { path: routeSegment('career'), ...page(() => import('../features/info/pages/CareerPage')) },
          { path: routeSegment('safety'), ...page(() => import('../features/info/pages/SafetyPage')) },
          { path: routeSegment('termsOfUse'), ...page(() => import('../features/info/pages/TermsPage')) },
          { path: routeSegment('privacy'), ...page(() => import('../features/info/pages/PrivacyPage')) },

          // Accounts (docs/spec/1-students-and-accounts.md §2).
          { path: routeSegment('signIn'), ...page(() => import('../features/auth/pages/SignInPage')) },
          { path: routeSegment('signUp'), ...page(() => import('../features/auth/pages/SignUpChooserPage')) },
          {
            path: routeSegment('studentSignUp'),
            ...page(() => import('../features/auth/pages/StudentSignUpPage')),
          },
          {
            path: routeSegment('employerSignUp'),
            ...page(() => import('../features/auth/pages/EmployerSignUpPage')),
          },
          {
            path: routeSegment('forgotPassword'),
            ...page(() => import('../features/auth/pages/ForgotPasswordPage')),
          },
          {
            path: routeSegment('googleReturn'),
            ...page(() => import('../features/auth/pages/GoogleReturnPage')),
          },
          {
            path: routeSegment('googleStudentProfile'),
            ...page(() => import('../features/auth/pages/GoogleStudentProfilePage')),
          },
          {
            path: routeSegment('googleEmployerProfile'),
            ...page(() => import('../features/auth/pages/GoogleEmployerProfilePage')),
          },
          {
            path: routeSegment('loginRedirect'),
            ...page(() => import('../features/auth/pages/LoginRedirectPage')),
          },
          {
            path: routeSegment('myApplications'),
            ...page(() => import('../features/applications/pages/MyApplicationsPage'), 'listOwnApplications'),
          },
          { path: routeSegment('profile'), ...page(() => import('../features/profile/pages/ProfilePage')) },
          // Saved searches and job alerts; the unsubscribe page needs no sign-in.
          {
            path: routeSegment('alerts'),
            ...page(() => import('../features/alerts/pages/AlertsPage'), 'listSavedSearches'),
          },
          {
            path: routeSegment('unsubscribe'),
            ...page(() => import('../features/alerts/pages/UnsubscribePage')),
          },

          // Conversations: the inbox, and one conversation (its read starts with its code).
          {
            path: routeSegment('messages'),
            ...page(() => import('../features/messages/pages/MessagesPage'), 'listConversations'),
          },
          {
            path: routeSegment('conversation'),
            ...page(() => import('../features/messages/pages/ConversationPage'), 'getConversation'),
          },
          // The day of the job: visits by day, and one accepted job's timesheet.
          {
            path: routeSegment('schedule'),
            ...page(() => import('../features/schedule/pages/SchedulePage'), 'getSchedule'),
          },
          {
            path: routeSegment('timesheet'),
            ...page(() => import('../features/schedule/pages/TimesheetPage')),
          },
          // The moderation desk: its queue and one report's case.
          {
            path: routeSegment('moderation'),
            ...page(() => import('../features/moderation/pages/ModerationPage')),
          },
          {
            path: routeSegment('moderationCase'),
            ...page(() => import('../features/moderation/pages/ModerationCasePage')),
          },
          // Trust: a statement of reasons' appeal link (no sign-in), and the public check of a credential.
          { path: routeSegment('appeal'), ...page(() => import('../features/trust/pages/AppealPage')) },
          { path: routeSegment('verify'), ...page(() => import('../features/trust/pages/VerifyPage')) },

          // Families: the guardian's page, and the pages their e-mails' links open.
          {
            path: routeSegment('family'),
            ...page(() => import('../features/family/pages/FamilyPage'), 'getFamily'),
          },
          {
            path: routeSegment('familyInvitation'),
            ...page(() => import('../features/family/pages/InvitationPage')),
          },
          {
            path: routeSegment('familyApproval'),
            ...page(() => import('../features/family/pages/ApprovalPage')),
          },

          // Employer area (docs/spec/2-employers-and-info-pages.md §2): the guard and shell, then each screen.
          {
            path: routeSegment('employerHome'),
            ...page(() => import('../features/employer/pages/EmployerArea')),
            children: [
              {
                index: true,
                ...page(() => import('../features/employer/pages/DashboardPage'), 'getEmployerDashboard'),
              },
              {
                path: childSegment('postJob', 'employerHome'),
                ...page(() => import('../features/employer/pages/PostJobPage')),
              },
              {
                path: childSegment('postedJobs', 'employerHome'),
                ...page(() => import('../features/employer/pages/PostedJobsPage'), 'listEmployerJobs'),
              },
              {
                path: childSegment('employerApplications', 'employerHome'),
                ...page(() => import('../features/employer/pages/ApplicationsPage')),
              },
            ],
          },

          { path: '*', ...page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

/**
 * The routes an address matches. loadRouteCode and startPageReads both match the first address, in the
 * task that starts the app, and react-router flattens and ranks the whole table on every call (about
 * 9 ms on a desktop CPU at that point, counted in Total Blocking Time), so the last answer is kept.
 */
let lastMatch: { table: RouteObject[]; pathname: string; matches: RouteMatch[] } | null = null;
function matchesOf(table: RouteObject[], pathname: string): RouteMatch[] {
  if (lastMatch?.table !== table || lastMatch.pathname !== pathname) {
    lastMatch = { table, pathname, matches: matchRoutes(table, pathname) ?? [] };
  }
  return lastMatch.matches;
}

/**
 * Loads the code of the routes `pathname` matches before the first render, so that render is the page
 * itself rather than the loading fallback: it must equal the pre-rendered HTML it hydrates, and on
 * the shell it saves a skeleton-then-page swap.
 */
export async function loadRouteCode(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchesOf(table, pathname);
  await Promise.all(
    matches.map(({ route }) => {
      const code = route.element ? pageCode.get(route.element as object) : undefined;
      return code && preload(code);
    }),
  );
}

/**
 * On the first load, starts the first API read of the pages `pathname` matches, so its answer arrives
 * while their code loads instead of after it (api-client.ts takes it): a public read for anyone (a
 * job's page), a signed-in one once the session's first refresh has answered, and only for the role
 * the API route serves. Anything else waits for the page. The page's path parameters are the read's.
 */
export async function startPageReads(pathname: string, table: RouteObject[] = routes): Promise<void> {
  // The ID token is in memory only: the session's first refresh, started now, brings it.
  const user = await earlySessionUser();
  for (const { route, params } of matchesOf(table, pathname)) {
    const read = route.element ? pageCode.get(route.element as object)?.read : undefined;
    // Path parameters are ids: one that cannot be (a mistyped address) is the page's to handle.
    const ids = Object.values(params).every((value) => value === undefined || isId(value));
    if (read && ids && serves(apiRoutes.find((apiRoute) => apiRoute.name === read)?.access, user?.roleId)) {
      startEarlyRead(read, params as Record<string, string>);
    }
  }
}

/** Whether an API route with this access answers this caller (no role: signed out). */
function serves(access: Access | undefined, roleId: RoleId | null | undefined): boolean {
  if (access === 'public') return true;
  if (roleId === undefined) return false;
  if (access === 'signed-in') return true;
  // A moderator's staff account has no role: a party route does not answer it.
  if (access === 'party') return roleId !== null;
  return (access === 'student' || access === 'employer') && roleId !== null && ROLES[access] === roleId;
}

/**
 * The routes for the current location, inside the error screen of last resort (the frame itself
 * failed: it brings its own header). `table` is for the pre-render's shell.
 */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return <RouteErrorBoundary standalone>{useRoutes(table)}</RouteErrorBoundary>;
}
