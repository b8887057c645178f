import { FORMER_EMPLOYER } from '../../shared/rules/person';
import { conditionalUpdate } from '../lib/conditional-write';
import { tableName } from '../lib/dynamo';
import { equal, exists, expressions, update } from '../lib/expressions';
import { forEachSettled } from '../lib/for-each-settled';
import { queryAll } from '../lib/read-all-pages';
import { type ReportItem, reportItem } from './report-repository';

/*
 * A person's reports when their account is deleted or they download their data. A report stays
 * (support needs what was reported, and why), without what named the person. Each write is
 * conditioned on the person it is about, so a deletion that runs twice changes nothing the second time.
 */

/** Access pattern "reports a user made" (byReporter index), whole items. */
export function reportsBy(reporterId: string): Promise<ReportItem[]> {
  return queryAll(reportItem, {
    TableName: tableName('reports'),
    IndexName: 'byReporter',
    ...expressions({ key: equal({ reporterId }) }),
  });
}

/** The reporter's address leaves their reports: the reporter id is an account id that no longer exists. */
export async function forgetReporter(reporterId: string): Promise<void> {
  await forEachSettled(await reportsBy(reporterId), (report) =>
    conditionalUpdate({
      TableName: tableName('reports'),
      Key: { jobId: report.jobId, reporterId: report.reporterId },
      ...expressions({ update: update({ set: { reporterEmail: '' } }), condition: exists('reporterId') }),
    }),
  );
}

/**
 * A deleted employer's name leaves the reports about their job (which keep the job's title). Only on
 * reports of this employer's job.
 */
export async function forgetEmployerOfReportedJob(jobId: string, employerId: string): Promise<void> {
  const reports = await queryAll(reportItem, {
    TableName: tableName('reports'),
    ...expressions({ key: equal({ jobId }) }),
  });
  await forEachSettled(reports, (report) =>
    conditionalUpdate({
      TableName: tableName('reports'),
      Key: { jobId: report.jobId, reporterId: report.reporterId },
      ...expressions({
        update: update({ set: { employerName: FORMER_EMPLOYER } }),
        condition: equal({ employerId }),
      }),
    }),
  );
}
