import { apiPath } from '../../shared/routes';
import { runtimeEnv } from '../../shared/runtime-env';
import { tokenPageUrl, webPath, webPaths, webUrl } from '../../shared/web-paths';

/*
 * Links to the web app that the server sends out (e-mails): the stage's address (APP_URL, from the
 * stage settings) and the app's own paths (shared/web-paths.ts), never a path written here by hand.
 */

/** The app's address (no trailing slash): every link the server sends starts with it. */
export const appUrl = () => (process.env[runtimeEnv.appUrl] ?? '').replace(/\/+$/, '');

/** A job's own page: every e-mail that names a job links to it. */
export const jobPageUrl = (jobId: string) => webUrl(appUrl(), webPath('job', { id: jobId }));

/** The employer's reviewer, where a new application is read. */
export const reviewerUrl = () => webUrl(appUrl(), webPaths.employerApplications);

/** One conversation's thread: the "new message" mails and the interest mails link to it. */
export const conversationUrl = (conversationId: string) =>
  webUrl(appUrl(), webPath('conversation', { id: conversationId }));
/** One accepted application's timesheet, or the whole schedule. */
export const scheduleUrl = (applicationId?: string) =>
  webUrl(appUrl(), applicationId ? webPath('timesheet', { id: applicationId }) : webPaths.schedule);

/** A private calendar link: the feed on the site's own origin, for calendar apps. */
export const calendarFeedUrl = (token: string) => webUrl(appUrl(), apiPath('getCalendarFeed', { token }));
/**
 * The appeal page of a statement of reasons, with its signed token in the fragment (no server log
 * holds it; it works without a sign-in).
 */
export const appealUrl = (token: string) => tokenPageUrl(appUrl(), webPaths.appeal, { token });
