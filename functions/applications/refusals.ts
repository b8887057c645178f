import { applicationMessages } from '../../shared/schemas/application';
import { forbidden, notFound } from '../lib/errors';

/*
 * What the applications domain's routes answer when a request finds nothing to act on, or a blocked
 * pair: a job that takes no application (unknown, deleted or hidden) and an application that does not
 * exist for the caller (404s); and, once a student and an employer are blocked (a student, their
 * guardian or the employer blocked the conversation), the words each side is told (403s). The block
 * itself is the conversations domain's (areBlocked, and the check inside each opening write).
 */
export const jobNotFound = () => notFound(applicationMessages.jobNotFound, 'JOB_NOT_FOUND');

export const applicationNotFound = () =>
  notFound(applicationMessages.applicationNotFound, 'APPLICATION_NOT_FOUND');

export const studentBlocked = () => forbidden(applicationMessages.studentBlocked, 'STUDENT_BLOCKED');
export const employerBlocked = () => forbidden(applicationMessages.employerBlocked, 'EMPLOYER_BLOCKED');
