import { randomUUID } from 'node:crypto';
import { ageOf, isStudentAge } from '../../shared/rules/age';
import { youngTeenRefusal } from '../../shared/rules/young-teen-rules';
import { type ApplyBody, applicationMessages } from '../../shared/schemas/application';
import { areBlocked } from '../conversations';
import type { JobItem } from '../jobs';
import { jobRepository } from '../jobs';
import { type Caller, ROLE } from '../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { consumeLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { profileNotFound } from '../lib/profile-guard';
import { userRepository } from '../users';
import { sendApplyEmails, sendApprovalRequest } from './application-emails';
import { type ApplicationItem, newApplicationItem } from './application-item';
import { applicationRepository } from './application-repository';
import { echoMismatches } from './apply-echo';
import { guardianRefusal, needsApproval } from './apply-rules';
import { employerBlocked } from './blocks';

export const jobNotFound = () => notFound(applicationMessages.jobNotFound, 'JOB_NOT_FOUND');

/** Why a job takes no application now: unknown or deleted (404), closed or ended (409). */
function unavailable(job: JobItem | undefined, now: Date) {
  if (!job || job.status === 'deleted' || job.hiddenAt) return jobNotFound();
  if (job.status === 'closed') return conflict(applicationMessages.jobClosed, 'JOB_CLOSED');
  // Ended on the job's own calendar: endsAt is the instant its last local day is over (job-state.ts).
  if (job.endsAt <= now.toISOString()) return conflict(applicationMessages.jobEnded, 'JOB_ENDED');
  return null;
}

/**
 * POST /applyjob/{id}: one application per student per job, to a job that is open and has not ended.
 *
 * The order is what makes fifty identical requests at once give one application, one set of e-mails,
 * and 409s (not 429s) for the rest: the conditional write decides first (application + job counters,
 * one transaction), and only the request that wrote counts against the student's daily limit. If that
 * count is refused (429), the application is taken back, so a refused request leaves nothing.
 *
 * A teen's guardian is checked first of all: their limits refuse with a reason and leave
 * nothing; with approval on, the application waits as AwaitingApproval (the employer neither sees it
 * nor hears of it, and its counters do not move) and the guardian is asked.
 */
export async function applyToJob(
  caller: Caller,
  jobId: string,
  body: ApplyBody,
  now: Date = new Date(),
): Promise<ApplicationItem> {
  const [student, job] = await Promise.all([
    userRepository.getById(caller.userId),
    jobRepository.getById(jobId),
  ]);
  if (!student || student.roleId !== ROLE.student) throw profileNotFound();
  const refusal = unavailable(job, now);
  if (refusal || !job) throw refusal ?? jobNotFound();
  // The student's age today (shared/rules/age.ts): the 13–25 window, then the rules for young teens
  // (shared/rules/young-teen-rules.ts), before anything is written or sent.
  const age = ageOf(student, now);
  if (age !== null && !isStudentAge(age)) {
    throw forbidden(applicationMessages.outsideStudentAges, 'OUTSIDE_STUDENT_AGES');
  }
  const tooYoung = youngTeenRefusal(job, age);
  if (tooYoung) throw forbidden(tooYoung.message, tooYoung.code);
  const guardianSays = guardianRefusal(student, job, now);
  if (guardianSays) throw guardianSays;
  // A conversation with this employer was blocked (by the student, their guardian or the employer).
  if (await areBlocked(student.userId, job.employerId)) throw employerBlocked();

  const mismatches = echoMismatches(body, {
    jobId: job.jobId,
    jobTitle: job.title,
    employerName: job.employerName,
    firstName: student.firstName,
    lastName: student.lastName,
    emailId: student.emailId,
    contactNumber: student.contactNumber,
    parentName: student.parentName,
    parentEmail: student.parentEmail,
  });
  if (Object.keys(mismatches).length > 0) {
    throw badRequest(applicationMessages.echoMismatch, mismatches, 'ECHO_MISMATCH');
  }

  const waits = needsApproval(student, now);
  const application = waits
    ? newApplicationItem(student, job, body, now, 'AwaitingApproval', randomUUID())
    : newApplicationItem(student, job, body, now);
  const created = await applicationRepository.create(application, now);
  if (!created.ok && created.reason === 'duplicate') {
    throw conflict(applicationMessages.alreadyApplied, 'ALREADY_APPLIED');
  }
  if (!created.ok) {
    // Closed, deleted or ended since it was read: say which.
    throw unavailable(await jobRepository.getById(jobId, true), now) ?? jobNotFound();
  }

  try {
    await consumeLimit('apply', caller.userId, now);
  } catch (error) {
    if (!(await applicationRepository.removePending(application, caller.userId)).ok) {
      logger.error('apply: could not take back an application past the limit', {
        applicationId: application.applicationId,
      });
    }
    throw error;
  }

  if (waits) await sendApprovalRequest(application, job, student);
  else await sendApplyEmails(application, job, student);
  logger.info('apply: application created', { applicationId: application.applicationId, jobId });
  return application;
}
