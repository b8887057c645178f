/*
 * The reports domain's public face: the store of job reports (one per user and job). Taking a report
 * is the moderation desk's (functions/moderation/routes/report-job.ts), which files it with the desk.
 */
export { type ReportItem, reportItem, reportRepository } from './report-repository';
