import { randomUUID } from 'node:crypto';
import { applyToJob as contract } from '../../../shared/contracts/applications';
import { ageOf, isStudentAge } from '../../../shared/rules/age';
import { publicPoint } from '../../../shared/rules/distance';
import { guardianRefusals } from '../../../shared/rules/family';
import { guardianLimitFindings } from '../../../shared/rules/guardian-limits';
import { normalizeEmail, phoneDigits } from '../../../shared/rules/person';
import { youngTeenRefusal } from '../../../shared/rules/young-teen-rules';
import { type ApplyBody, type ApplyResponse, applicationMessages } from '../../../shared/schemas/application';
import { areBlocked } from '../../conversations';
import { type JobItem, jobRepository } from '../../jobs';
import { type Caller, ROLE } from '../../lib/caller';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { consumeLimit } from '../../lib/limits';
import { logger } from '../../lib/logger';
import { profileNotFound } from '../../lib/profile-guard';
import { guardianLimitsOf, hasGuardian, settingsOf, type UserItem, userRepository } from '../../users';
import { sendApplyEmails, sendApprovalRequest } from '../application-emails';
import { type ApplicationItem, applicationRepository, newApplicationItem } from '../entities/application';
import { employerBlocked, jobNotFound } from '../refusals';

/*
 * The spec's apply payload repeats facts the server already knows (the student's name, e-mail, phone
 * and parent, the job's id, title and employer). They are never used: the server takes them from its
 * own records. A repeated fact is accepted only when it matches those records, so a stale page or a
 * forged body is told so instead of being silently ignored.
 */

export interface EchoRecords {
  jobId: string;
  jobTitle: string;
  employerName: string;
  firstName: string;
  lastName: string;
  emailId: string;
  contactNumber: string;
  parentName?: string;
  parentEmail?: string;
}

type EchoField = 'id' | keyof Omit<EchoRecords, 'jobId' | 'employerName'> | 'createdBy';

const text = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
const email = (value: string | undefined) => normalizeEmail(value ?? '');
const phone = (value: string | undefined) => phoneDigits(value ?? '');

/** For each echo field: how to compare it, and the record it must equal. */
const echoes: Record<
  EchoField,
  [compare: (value: string | undefined) => string, record: (r: EchoRecords) => string | undefined]
> = {
  id: [text, (r) => r.jobId],
  jobTitle: [text, (r) => r.jobTitle],
  createdBy: [text, (r) => r.employerName],
  firstName: [text, (r) => r.firstName],
  lastName: [text, (r) => r.lastName],
  emailId: [email, (r) => r.emailId],
  contactNumber: [phone, (r) => r.contactNumber],
  parentName: [text, (r) => r.parentName],
  parentEmail: [email, (r) => r.parentEmail],
};

/** The echo fields that differ from our records, each with the message to show; empty when all match. */
export function echoMismatches(body: ApplyBody, records: EchoRecords): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, [normalize, record]] of Object.entries(echoes) as [
    EchoField,
    (typeof echoes)[EchoField],
  ][]) {
    const sent = body[field];
    if (sent === undefined) continue;
    if (normalize(sent) !== normalize(record(records))) fields[field] = applicationMessages.echoMismatch;
  }
  return fields;
}

/*
 * What a teen's guardian decides about an apply, checked by the server on every apply
 * (below) before anything is written: a refusal says why in words a
 * teen understands, writes nothing and mails nobody. The limits are the one rule the job list shows
 * the teen before they apply (shared/rules/guardian-limits.ts).
 */

const refused = (refusal: { code: string; message: string }) =>
  new HttpError(403, refusal.code, refusal.message);

/** Null when the guardian's settings allow this apply; otherwise the 403 to answer. */
export function guardianRefusal(
  student: UserItem,
  job: Pick<JobItem, 'address' | 'kind'>,
  now = new Date(),
): HttpError | null {
  if (!hasGuardian(student, now)) return null;
  if (student.guardianStatus === 'declined') return refused(guardianRefusals.declined);
  if (student.guardianStatus === 'ended') return refused(guardianRefusals.ended);
  const [first] = guardianLimitFindings(guardianLimitsOf(student, now), {
    kind: job.kind,
    point: publicPoint(job.address.latitude, job.address.longitude),
  });
  return first ? refused({ code: first.code, message: first.reason }) : null;
}

/** The application waits for the guardian before the employer sees it (13–15 by default). */
export function needsApproval(student: UserItem, now = new Date()): boolean {
  return hasGuardian(student, now) && settingsOf(student, now).approvalRequired;
}

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
async function apply(
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

/** POST /applyjob/{id} (students): 200 on success, as the spec's client expects (docs/spec/1-students-and-accounts.md §7). */
export const applyToJob = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const application = await apply(caller, params.id, body);
    return {
      body: {
        message:
          application.status === 'AwaitingApproval'
            ? applicationMessages.awaitingApproval
            : applicationMessages.applied,
        entity: application.applicationId,
        status: application.status,
      } satisfies ApplyResponse,
    };
  },
});
