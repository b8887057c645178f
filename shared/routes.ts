/**
 * THE route table. The CDK API stack creates one API Gateway route per entry (with the JWT
 * authorizer unless access is public); the local API server serves from the same list; the
 * functions' glue enforces `access` (role checks cannot be expressed in an HTTP API JWT authorizer).
 * Paths are mounted under /api by CloudFront and the local server.
 *
 * Each route's schemas (path, query, body, response) and the limits it counts toward are its contract,
 * in shared/contracts/<fn>.ts under the route's name, loaded lazily (shared/contracts/load-contract.ts)
 * so that this table, which every bundle imports, stays free of them. `npm run openapi` writes both
 * into openapi.json.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * public: anyone; signed-in: any valid token (even before a role is set); student/employer/guardian:
 * that role. `party`: a student, an employer or a guardian (the people a conversation has); the route
 * decides which of them may see what. `moderator`: a member of the user pool's `moderators` group,
 * whatever their role.
 */
export type Access = 'public' | 'signed-in' | 'student' | 'employer' | 'guardian' | 'party' | 'moderator';
export type FunctionName =
  | 'auth'
  | 'users'
  | 'jobs'
  | 'applications'
  | 'reports'
  | 'places'
  // saved searches and job alerts
  | 'alerts'
  // a teen's confirmed guardian
  | 'family'
  // your data is yours: delete my account, download my data
  | 'account'
  // after the employer's interest: the student and the employer talk, a teen's guardian reads along
  | 'conversations'
  // the day of the job: visits, calendars, check-in and check-out, hours
  | 'schedule'
  // the moderation desk: reports of jobs, reviews and messages, decisions, appeals, the audit log
  | 'moderation'
  // a student's verified work history, its exports and its credential's keys
  | 'credentials'
  // reviews after a completed job: double-blind, revealed together
  | 'reviews';

export interface RouteDef {
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway style: `/job/{id}`. */
  readonly path: string;
  readonly fn: FunctionName;
  readonly access: Access;
  /**
   * A write that runs without the caller's profile. Every other write of a caller with a role needs
   * it (functions/lib/profile-guard.ts): a deleted account's ID token writes nothing.
   */
  readonly withoutProfile?: true;
}

export const routes = [
  // auth: sign-in, verification and password reset against the user pool
  { name: 'signIn', method: 'POST', path: '/signin', fn: 'auth', access: 'public' },
  { name: 'refreshToken', method: 'POST', path: '/token/refresh', fn: 'auth', access: 'public' },
  // Refresh and sign-out read the HttpOnly session cookie: public, since the cookie is
  // the authority and an expired ID token must not stop either.
  { name: 'revokeToken', method: 'POST', path: '/token/revoke', fn: 'auth', access: 'public' },
  // "Sign out everywhere": every session of the caller's account ends, on every device.
  {
    name: 'signOutEverywhere',
    method: 'POST',
    path: '/token/revoke-all',
    fn: 'auth',
    access: 'signed-in',
  },
  { name: 'verifyUser', method: 'POST', path: '/verifyuser', fn: 'auth', access: 'public' },
  {
    name: 'resendVerificationCode',
    method: 'POST',
    path: '/resend/verification-code',
    fn: 'auth',
    access: 'public',
  },
  { name: 'forgotPassword', method: 'POST', path: '/forgotpassword', fn: 'auth', access: 'public' },
  {
    name: 'confirmForgotPassword',
    method: 'POST',
    path: '/confirmforgotpassword',
    fn: 'auth',
    access: 'public',
  },

  // users: registration and profile
  // The Google return leg's code, exchanged by the API (the refresh token goes into the
  // HttpOnly session cookie).
  { name: 'exchangeGoogleCode', method: 'POST', path: '/token/google', fn: 'auth', access: 'public' },
  { name: 'registerUser', method: 'POST', path: '/user', fn: 'users', access: 'public' },
  { name: 'getOwnProfile', method: 'GET', path: '/user', fn: 'users', access: 'signed-in' },
  { name: 'updateOwnProfile', method: 'PUT', path: '/user/profile', fn: 'users', access: 'signed-in' },
  // A student from before dates of birth confirms or corrects the estimate of theirs, once.
  {
    name: 'confirmDateOfBirth',
    method: 'PUT',
    path: '/user/date-of-birth',
    fn: 'users',
    access: 'student',
  },
  // A federated (Google) user has a token but no role until this call sets it once.
  { name: 'completeSocialSignUp', method: 'POST', path: '/user/social', fn: 'users', access: 'signed-in' },
  // The caller's own or guardian address that SES reported as bouncing or complaining.
  { name: 'getMailStatus', method: 'GET', path: '/user/mail-status', fn: 'users', access: 'signed-in' },
  // An employer's choice of how students' work histories name them: by name, or as a household.
  {
    name: 'getEmployerDisplay',
    method: 'GET',
    path: '/user/employer-display',
    fn: 'users',
    access: 'employer',
  },
  {
    name: 'setEmployerDisplay',
    method: 'PUT',
    path: '/user/employer-display',
    fn: 'users',
    access: 'employer',
  },

  // "your data is yours": delete my account (a typed confirmation in the body), download
  // my data, and a guardian deletes a linked teen's account. Their own function (functions/account).
  // Without a profile too: a deletion that stopped after the profile went is finished by the next.
  {
    name: 'deleteAccount',
    method: 'DELETE',
    path: '/user',
    fn: 'account',
    access: 'signed-in',
    withoutProfile: true,
  },
  { name: 'exportAccountData', method: 'GET', path: '/user/export', fn: 'account', access: 'signed-in' },
  {
    name: 'deleteTeenAccount',
    method: 'DELETE',
    path: '/family/teen/{id}',
    fn: 'account',
    access: 'guardian',
  },

  // jobs: browse and search (public), employer management
  { name: 'listNewestJobs', method: 'GET', path: '/jobs', fn: 'jobs', access: 'public' },
  { name: 'searchJobs', method: 'GET', path: '/jobs/search', fn: 'jobs', access: 'public' },
  { name: 'getJob', method: 'GET', path: '/job/{id}', fn: 'jobs', access: 'public' },
  { name: 'createJob', method: 'POST', path: '/job', fn: 'jobs', access: 'employer' },
  // Served by the applications function: an edit of a job's days or hours moves its bookings.
  { name: 'updateJob', method: 'PUT', path: '/job/{id}', fn: 'applications', access: 'employer' },
  // Served by the applications function: closing or deleting a job ends its pending applications.
  { name: 'deleteJob', method: 'DELETE', path: '/job/{id}', fn: 'applications', access: 'employer' },
  // An employer marks a job filled: it leaves search and takes no new applications.
  { name: 'closeJob', method: 'POST', path: '/job/{id}/close', fn: 'applications', access: 'employer' },
  { name: 'listEmployerJobs', method: 'GET', path: '/employer/jobs', fn: 'jobs', access: 'employer' },
  {
    name: 'getEmployerDashboard',
    method: 'GET',
    path: '/employer/dashboard',
    fn: 'jobs',
    access: 'employer',
  },

  // applications: students apply, employers review
  {
    name: 'listOwnApplications',
    method: 'GET',
    path: '/applications',
    fn: 'applications',
    access: 'student',
  },
  { name: 'applyToJob', method: 'POST', path: '/applyjob/{id}', fn: 'applications', access: 'student' },
  // A student withdraws their own application while it is still Applied.
  {
    name: 'withdrawApplication',
    method: 'DELETE',
    path: '/application/{id}',
    fn: 'applications',
    access: 'student',
  },
  {
    name: 'listJobApplications',
    method: 'GET',
    path: '/job/{id}/applications',
    fn: 'applications',
    access: 'employer',
  },
  {
    name: 'getApplication',
    method: 'GET',
    path: '/jobs/applications/{id}',
    fn: 'applications',
    access: 'employer',
  },
  {
    name: 'reviewApplication',
    method: 'POST',
    path: '/application/review',
    fn: 'applications',
    access: 'employer',
  },
  {
    name: 'expressInterest',
    method: 'POST',
    path: '/application/{id}/interest',
    fn: 'applications',
    access: 'employer',
  },

  // Any signed-in user reports a job once. Served by the moderation function: a report is the
  // moderation desk's intake (the reports table keeps the one-per-user record).
  { name: 'reportJob', method: 'POST', path: '/reportjob/{id}', fn: 'moderation', access: 'signed-in' },
  // the jobs the caller has reported, so their flags say "Reported"
  { name: 'listOwnReports', method: 'GET', path: '/reports', fn: 'reports', access: 'signed-in' },

  // the site's sitemap.xml (CloudFront sends /sitemap.xml here): public pages and open jobs' pages
  { name: 'getSitemap', method: 'GET', path: '/sitemap.xml', fn: 'jobs', access: 'public' },

  // places: US place autocomplete for search and job addresses (Amazon Location)
  { name: 'searchPlaces', method: 'GET', path: '/places/search', fn: 'places', access: 'public' },

  // alerts: a student's saved searches and the daily job alert
  { name: 'listSavedSearches', method: 'GET', path: '/alerts', fn: 'alerts', access: 'student' },
  { name: 'saveSearch', method: 'POST', path: '/alerts', fn: 'alerts', access: 'student' },
  // Pause or resume one.
  { name: 'updateSavedSearch', method: 'PUT', path: '/alerts/{id}', fn: 'alerts', access: 'student' },
  { name: 'deleteSavedSearch', method: 'DELETE', path: '/alerts/{id}', fn: 'alerts', access: 'student' },
  // An alert e-mail's unsubscribe link (RFC 8058 one-click, and the page it links to): the signed,
  // single-use token is the authority, so no sign-in.
  {
    name: 'unsubscribeAlerts',
    method: 'POST',
    path: '/alerts/unsubscribe',
    fn: 'alerts',
    access: 'public',
  },
  // family: a teen's confirmed guardian. Links in e-mails carry signed single-use tokens
  // (functions/lib/signed-token.ts), so the routes that take one are public and POST (the token is
  // in the body, never in a URL a server logs).
  {
    name: 'readGuardianInvitation',
    method: 'POST',
    path: '/guardian/invitation',
    fn: 'family',
    access: 'public',
  },
  // Makes the guardian's account from the link (the link proves the address) and confirms it.
  {
    name: 'acceptGuardianInvitation',
    method: 'POST',
    path: '/guardian/invitation/accept',
    fn: 'family',
    access: 'public',
  },
  // A guardian who has an account already (a second child) confirms signed in.
  {
    name: 'confirmGuardianInvitation',
    method: 'POST',
    path: '/family/invitation/confirm',
    fn: 'family',
    access: 'guardian',
  },
  // "This is not my child": the teen's applications pause and support is told.
  {
    name: 'declineGuardianInvitation',
    method: 'POST',
    path: '/guardian/invitation/decline',
    fn: 'family',
    access: 'public',
  },
  // The teen: resend the invitation, or correct a mistyped address (both before confirmation).
  {
    name: 'resendGuardianInvitation',
    method: 'POST',
    path: '/user/guardian/resend',
    fn: 'family',
    access: 'student',
  },
  { name: 'correctGuardian', method: 'PUT', path: '/user/guardian', fn: 'family', access: 'student' },
  { name: 'getFamily', method: 'GET', path: '/family', fn: 'family', access: 'guardian' },
  {
    name: 'updateTeenSettings',
    method: 'PUT',
    path: '/family/teen/{id}/settings',
    fn: 'family',
    access: 'guardian',
  },
  // The guardian changes a teen's name, phone and ZIP code, as the teen can on their profile.
  {
    name: 'updateTeenDetails',
    method: 'PUT',
    path: '/family/teen/{id}/details',
    fn: 'family',
    access: 'guardian',
  },
  // The mail's Approve and Decline links open a page that shows the whole job first (changes nothing).
  {
    name: 'readApplicationByLink',
    method: 'POST',
    path: '/guardian/application',
    fn: 'family',
    access: 'public',
  },
  // Approve or decline an application that waits for the guardian: from /family, or from the mail.
  {
    name: 'decideApplication',
    method: 'POST',
    path: '/family/application/{id}/decision',
    fn: 'family',
    access: 'guardian',
  },
  {
    name: 'decideApplicationByLink',
    method: 'POST',
    path: '/guardian/application/decision',
    fn: 'family',
    access: 'public',
  },

  // conversations: one per application, opened by the employer's interest or acceptance. Both parties
  // write; a teen's confirmed guardian reads every one of the teen's, and may report and block.
  {
    name: 'listConversations',
    method: 'GET',
    path: '/conversations',
    fn: 'conversations',
    access: 'party',
  },
  {
    name: 'getConversation',
    method: 'GET',
    path: '/conversations/{id}',
    fn: 'conversations',
    access: 'party',
  },
  {
    name: 'sendMessage',
    method: 'POST',
    path: '/conversations/{id}/messages',
    fn: 'conversations',
    access: 'party',
  },
  {
    name: 'markConversationRead',
    method: 'POST',
    path: '/conversations/{id}/read',
    fn: 'conversations',
    access: 'party',
  },
  {
    name: 'reportMessage',
    method: 'POST',
    path: '/conversations/{id}/messages/{messageId}/report',
    // The moderation desk takes every report (it asks the conversation for the message).
    fn: 'moderation',
    access: 'party',
  },
  {
    name: 'blockConversation',
    method: 'POST',
    path: '/conversations/{id}/block',
    fn: 'conversations',
    access: 'party',
  },
  // schedule: an accepted application's visits, calendars, check-in and check-out, hours. Who may act
  // on an application (its hired student, its employer, the student's confirmed guardian) is decided
  // by the function: anyone else is told it does not exist.
  { name: 'getSchedule', method: 'GET', path: '/schedule', fn: 'schedule', access: 'signed-in' },
  {
    name: 'downloadApplicationCalendar',
    method: 'GET',
    path: '/applications/{id}/calendar',
    fn: 'schedule',
    access: 'signed-in',
  },
  // A new private subscription link; the older one stops working at once.
  {
    name: 'createCalendarFeed',
    method: 'POST',
    path: '/schedule/calendar-feed',
    fn: 'schedule',
    access: 'signed-in',
  },
  // Calendar apps fetch it without signing in: the secret token in the path is the authority.
  { name: 'getCalendarFeed', method: 'GET', path: '/calendar/{token}', fn: 'schedule', access: 'public' },
  {
    name: 'checkIn',
    method: 'POST',
    path: '/applications/{id}/check-in',
    fn: 'schedule',
    access: 'student',
  },
  {
    name: 'checkOut',
    method: 'POST',
    path: '/applications/{id}/check-out',
    fn: 'schedule',
    access: 'student',
  },
  // The employer records the arrival when the student cannot check in; the student is told.
  {
    name: 'recordArrival',
    method: 'POST',
    path: '/applications/{id}/arrived',
    fn: 'schedule',
    access: 'employer',
  },
  {
    name: 'confirmHours',
    method: 'POST',
    path: '/applications/{id}/hours',
    fn: 'schedule',
    access: 'employer',
  },
  // Either side cancels a visit or the whole job; either side proposes a new time, the other answers
  // (and a 13–15-year-old's guardian approves).
  {
    name: 'cancelBooking',
    method: 'POST',
    path: '/applications/{id}/cancel',
    fn: 'schedule',
    access: 'signed-in',
  },
  {
    name: 'proposeNewTime',
    method: 'POST',
    path: '/applications/{id}/reschedule',
    fn: 'schedule',
    access: 'signed-in',
  },
  {
    name: 'answerNewTime',
    method: 'POST',
    path: '/applications/{id}/reschedule/answer',
    fn: 'schedule',
    access: 'signed-in',
  },
  // The moderation desk: one queue of reports, oldest first (urgent ones first of all). Every action
  // leaves a decision with a statement of reasons, and an entry in the append-only audit log.
  {
    name: 'listModerationQueue',
    method: 'GET',
    path: '/moderation/reports',
    fn: 'moderation',
    access: 'moderator',
  },
  {
    name: 'getModerationCase',
    method: 'GET',
    path: '/moderation/reports/{id}',
    fn: 'moderation',
    access: 'moderator',
  },
  {
    name: 'actOnReport',
    method: 'POST',
    path: '/moderation/reports/{id}/action',
    fn: 'moderation',
    access: 'moderator',
  },
  // The affected person appeals once, within 30 days: signed in, or (a suspended account cannot sign
  // in) from the signed link in the statement of reasons.
  {
    name: 'appealDecision',
    method: 'POST',
    path: '/moderation/decisions/{id}/appeal',
    fn: 'moderation',
    access: 'signed-in',
  },
  {
    name: 'appealDecisionByLink',
    method: 'POST',
    path: '/moderation/appeal',
    fn: 'moderation',
    access: 'public',
  },
  // Another moderator than the one who decided.
  {
    name: 'decideAppeal',
    method: 'POST',
    path: '/moderation/decisions/{id}/appeal/decision',
    fn: 'moderation',
    access: 'moderator',
  },
  // Read only: no route changes or deletes an entry.
  {
    name: 'listModerationAudit',
    method: 'GET',
    path: '/moderation/audit',
    fn: 'moderation',
    access: 'moderator',
  },

  // Reviews after a completed job: each side once, within 14 days, both revealed together. The
  // function decides who of a job's parties may see what (anyone else is told it does not exist).
  {
    name: 'submitReview',
    method: 'POST',
    path: '/applications/{id}/review',
    fn: 'reviews',
    access: 'party',
  },
  {
    name: 'getApplicationReviews',
    method: 'GET',
    path: '/applications/{id}/reviews',
    fn: 'reviews',
    access: 'party',
  },
  { name: 'replyToReview', method: 'POST', path: '/reviews/{id}/reply', fn: 'reviews', access: 'employer' },
  // Public: revealed reviews and the average (from three on); the counts about a student (their
  // reviews themselves only to the student and a minor's guardian).
  {
    name: 'listEmployerReviews',
    method: 'GET',
    path: '/employers/{id}/reviews',
    fn: 'reviews',
    access: 'public',
  },
  {
    name: 'getStudentReviews',
    method: 'GET',
    path: '/students/{id}/reviews',
    fn: 'reviews',
    access: 'public',
  },
  // A review is reported to the moderation desk, which takes every report.
  {
    name: 'reportReview',
    method: 'POST',
    path: '/reviews/{id}/report',
    fn: 'moderation',
    access: 'signed-in',
  },

  // A student's verified work history: the list on /profile, and three exports (a PDF, JSON Resume, an
  // Open Badges 3.0 credential). Anyone checks a credential against the published keys, or here.
  {
    name: 'getWorkHistory',
    method: 'GET',
    path: '/user/work-history',
    fn: 'credentials',
    access: 'student',
  },
  {
    name: 'exportWorkHistory',
    method: 'GET',
    path: '/user/work-history/export',
    fn: 'credentials',
    access: 'student',
  },
  {
    name: 'getCredentialKeys',
    method: 'GET',
    path: '/.well-known/jwks.json',
    fn: 'credentials',
    access: 'public',
  },
  {
    name: 'verifyCredential',
    method: 'POST',
    path: '/credentials/verify',
    fn: 'credentials',
    access: 'public',
  },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type RouteName = Route['name'];

export const functionNames: readonly FunctionName[] = [
  'auth',
  'users',
  'jobs',
  'applications',
  'reports',
  'places',
  'alerts',
  'family',
  'account',
  'conversations',
  'schedule',
  'moderation',
  'credentials',
  'reviews',
];

export const API_PREFIX = '/api';

/** `{id}` in `/job/{id}` → `'id'`. */
type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never;
type ParamNamesOf<N extends RouteName> = PathParamNames<Extract<Route, { name: N }>['path']>;

/** A route's path parameters: required exactly when its path has some. */
export type RouteParams<N extends RouteName> = [ParamNamesOf<N>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNamesOf<N>, string> };

/** `/job/{id}` → `/job/42` */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return routePathOf(routeOf(name), params);
}

/**
 * A route's method and path, its parameters filled in: `getJob`, `{ id: '42' }` → `GET /job/42`. What
 * a caller outside the web app (tests, benches) sends, so that no path is written anywhere else.
 */
export function routeEndpoint(
  name: RouteName,
  params: Record<string, string> = {},
): { method: HttpMethod; path: string } {
  const route = routeOf(name);
  return { method: route.method, path: routePathOf(route, params) };
}

/** The path as a browser asks for it, under /api: `getJob`, `{ id: '42' }` → `/api/job/42`. */
export const apiPath = (name: RouteName, params: Record<string, string> = {}): string =>
  `${API_PREFIX}${routePath(name, params)}`;

/** The table's entry for route `name`. */
export function routeOf(name: RouteName): Route {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

function routePathOf(route: Route, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${route.name}`);
    return encodeURIComponent(value);
  });
}
