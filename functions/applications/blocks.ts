import { applicationMessages } from '../../shared/schemas/application';
import { forbidden } from '../lib/errors';

/*
 * A blocked pair (a student, or their guardian, or the employer blocked the conversation): the
 * employer can no longer show interest in or accept that student, and the student cannot apply to the
 * employer's jobs. The block itself is the conversations domain's (areBlocked, and the check inside
 * each opening write); these are the words each side is told.
 */
export const studentBlocked = () => forbidden(applicationMessages.studentBlocked, 'STUDENT_BLOCKED');
export const employerBlocked = () => forbidden(applicationMessages.employerBlocked, 'EMPLOYER_BLOCKED');
