/*
 * The reports domain's public face: the store of job reports (one per user and job). Taking a report
 * is the moderation desk's (functions/moderation/routes/report-job.ts), which files it with the desk;
 * a person's reports are exported and forgotten here.
 */
export { forgetEmployerOfReportedJob, forgetReporter, reportsBy } from './account-data';
export { type ReportItem, reportRepository } from './report-repository';
