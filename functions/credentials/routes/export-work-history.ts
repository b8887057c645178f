import { randomUUID } from 'node:crypto';
import { exportWorkHistory as contract } from '../../../shared/contracts/credentials';
import { credentialClaims } from '../../../shared/rules/credential';
import { formatLongDate } from '../../../shared/rules/display';
import { jobSummary } from '../../../shared/rules/work-history';
import { runtimeEnv } from '../../../shared/runtime-env';
import type { WorkHistoryJob } from '../../../shared/schemas/work-history';
import { webPaths, webUrl } from '../../../shared/web-paths';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { findUser } from '../../users';
import { completedJobsOf } from '../completions';
import { signJwt } from '../credential-keys';
import { workHistoryPdf } from '../work-history-pdf';

/** JSON Resume (jsonresume.org, schema 1.0.0): the work history as `work` entries. */
function jsonResume(name: string, jobs: readonly WorkHistoryJob[]) {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: { name },
    work: jobs.map((job) => ({
      name: job.employer,
      position: job.title,
      startDate: job.month,
      endDate: job.month,
      summary: jobSummary(job),
      highlights: [
        ...(job.hours === null ? [] : [`${job.hours} hours confirmed by the employer`]),
        ...(job.wouldHireAgain ? ['The employer would hire again'] : []),
      ],
    })),
    meta: { canonical: process.env[runtimeEnv.appUrl] ?? '', version: 'v1.0.0' },
  };
}

/**
 * GET /user/work-history/export?format=pdf|json-resume|credential (students): the caller's work history
 * to take anywhere. The credential is an Open Badges 3.0 credential as a JWT, signed by the stage's
 * KMS key; anyone can check it against GET /.well-known/jwks.json or on /verify. Nothing is stored:
 * a credential names its jobs, and whether one was removed since is asked at verification.
 */
export const exportWorkHistory = defineRoute(contract, {
  async handle({ query, caller }) {
    const [student, jobs] = await Promise.all([findUser(caller.userId), completedJobsOf(caller.userId)]);
    if (!student) throw notFound('We could not find your profile.', 'PROFILE_NOT_FOUND');
    const name = `${student.firstName} ${student.lastName}`.trim();
    const attachment = (file: string) => ({ 'content-disposition': `attachment; filename="${file}"` });
    if (query.format === 'json-resume') {
      return { body: jsonResume(name, jobs), headers: attachment('work-history.resume.json') };
    }
    if (query.format === 'pdf') {
      const bytes = await workHistoryPdf({
        name,
        jobs,
        verifyUrl: webUrl(process.env[runtimeEnv.appUrl] ?? '', webPaths.verify),
        issuedOn: formatLongDate(new Date().toISOString().slice(0, 10)),
      });
      return {
        bytes,
        headers: { 'content-type': 'application/pdf', ...attachment('work-history.pdf') },
      };
    }
    const claims = credentialClaims({
      siteUrl: process.env[runtimeEnv.appUrl] ?? '',
      credentialId: randomUUID(),
      studentId: student.userId,
      studentName: name,
      jobs: jobs.map((job) => ({ jobId: job.jobId, title: job.title, summary: jobSummary(job) })),
      issuedAt: new Date(),
    });
    return { body: { credential: await signJwt(claims) } };
  },
});
