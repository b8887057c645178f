/*
 * The credentials domain's public face: a student's verified work history, its exports and the
 * credential's keys. Nothing another domain needs yet; it asks the applications, jobs and users
 * domains (and, once it lands, the schedule domain) through their index.ts (completions.ts).
 */
export { completedJobsOf } from './completions';
