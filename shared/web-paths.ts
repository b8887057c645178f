/**
 * THE paths of the web app's pages: the SPA's route table (web/src/app/router.tsx) declares its routes
 * with these, its pages link with them, and the server builds e-mail links and the sitemap from them,
 * so a page cannot move without its links following. No page path is written anywhere else.
 */
export const webPaths = {
  home: '/',
  jobs: '/jobs',
  /** One job's page. */
  job: '/jobs/:id',
  faq: '/faq',
  about: '/about',
  community: '/community',
  skill: '/skill',
  career: '/career',
  safety: '/safety',
  termsOfUse: '/info/termsofuse',
  /** The privacy policy: what we keep about a minor, who sees it, for how long, how it is deleted. */
  privacy: '/privacy',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  studentSignUp: '/auth/signup/student',
  employerSignUp: '/auth/signup/employer',
  forgotPassword: '/auth/forgot-password',
  /** Where the identity provider sends a Google sign-in back to. */
  googleReturn: '/auth/google',
  googleStudentProfile: '/auth/googleprofile',
  googleEmployerProfile: '/auth/googleprofileemp',
  loginRedirect: '/auth/login-redirect',
  myApplications: '/applications',
  profile: '/profile',
  /** A student's saved searches and job alerts. */
  alerts: '/alerts',
  /** Where an alert e-mail's visible unsubscribe link lands; needs no sign-in. */
  unsubscribe: '/unsubscribe',
  /** A guardian's page, and the pages their e-mails' links open. */
  family: '/family',
  familyInvitation: '/family/invitation',
  familyApproval: '/family/approval',
  /** The employer's area: its dashboard, and the screens under it. */
  employerHome: '/employer/home',
  postJob: '/employer/home/post-job',
  postedJobs: '/employer/home/posted-jobs',
  employerApplications: '/employer/home/applications',
  /** The signed-in person's conversations, and one conversation (its id is its application's). */
  messages: '/messages',
  conversation: '/messages/:id',
  /** The visits of the signed-in person's accepted jobs, by day (a student's, an employer's, a guardian's). */
  schedule: '/schedule',
  /** One accepted application's visits and hours: its timesheet. */
  timesheet: '/schedule/:id',
  /** The moderation desk: its queue, and one report's case. */
  moderation: '/moderation',
  moderationCase: '/moderation/:id',
  /** Where a statement of reasons' appeal link lands; needs no sign-in (a suspended account has none). */
  appeal: '/appeal',
  /** The public check of a work-history credential. */
  verify: '/verify',
} as const;

export type WebPathName = keyof typeof webPaths;

/** `/jobs/:id` → `/jobs/42` (each parameter URI-encoded). */
export function webPath(name: WebPathName, params: Record<string, string> = {}): string {
  return webPaths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** A page's address on a site (`https://neighbourhoodjobs.example` + `/jobs/42`), for links sent out. */
export function webUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * A page with its one-time token (an invitation, an approval, an unsubscribe), for a link in an
 * e-mail: `…/unsubscribe#token=…`. The token rides in the fragment, which browsers never send to a
 * server, so no CloudFront or API log and no Referer holds it; the page reads it (and any other
 * parameter given here) and POSTs it in a body.
 */
export function tokenPageUrl(
  siteUrl: string,
  path: string,
  params: { token: string } & Record<string, string>,
): string {
  return `${webUrl(siteUrl, path)}#${new URLSearchParams(params)}`;
}

/** The path as a child route of the SPA's root: `/jobs/:id` → `jobs/:id`. */
export const routeSegment = (name: WebPathName) => webPaths[name].replace(/^\//, '');

/** The path as a child route of another page's: `postJob` under `employerHome` → `post-job`. */
export function childSegment(name: WebPathName, parent: WebPathName): string {
  const prefix = `${webPaths[parent]}/`;
  if (!webPaths[name].startsWith(prefix)) throw new Error(`${name} is not under ${parent}`);
  return webPaths[name].slice(prefix.length);
}
