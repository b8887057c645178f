import { confirmDateOfBirth as contract } from '../../../shared/contracts/users';
import { dateOfBirthIssue, dateOfBirthMessages, datesOfBirthForAge } from '../../../shared/rules/age';
import { badRequest, conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { withinLimit } from '../../lib/limits';
import { profileNotFound } from '../../lib/profile-guard';
import { birthdayKeys } from '../birthday-keys';
import { toProfileResponse, type UserItem } from '../user-item';
import { userRepository } from '../user-repository';

export const dateOfBirthConfirmedMessage = 'Thank you. Your date of birth is saved.';
const alreadyConfirmed = () =>
  conflict(
    'Your date of birth is saved already. To correct it, please contact support.',
    'DATE_OF_BIRTH_CONFIRMED',
  );

/**
 * PUT /user/date-of-birth (students): a record from before dates of birth, which gave an age at
 * sign-up, confirms or corrects the estimate it was given, once. The date must keep the age they gave
 * (so no confirmation moves a teen past a birthday that changes their rules, or out of their guardian's
 * care); a date of birth once saved changes only through support.
 */
export const confirmDateOfBirth = defineRoute(contract, {
  async handle({ body, caller }) {
    const now = new Date();
    const stored = await userRepository.getById(caller.userId);
    if (!stored) throw profileNotFound();
    if (stored.dateOfBirth) throw alreadyConfirmed();
    refuseAnotherAge(stored, body.dateOfBirth);
    const saved = await withinLimit('profileUpdate', caller.userId, async () => {
      const written = await userRepository.confirmDateOfBirth(
        caller.userId,
        body.dateOfBirth,
        birthdayKeys(caller.userId, body.dateOfBirth, now),
        now,
      );
      // Saved meanwhile (a double submit): the first one stands.
      if (!written.ok) throw alreadyConfirmed();
      return written.value;
    });
    return { body: { message: dateOfBirthConfirmedMessage, ...toProfileResponse(saved) } };
  },
});

function refuseAnotherAge(stored: UserItem, dateOfBirth: string): void {
  if (stored.age === undefined) {
    // No age to keep: the rules of sign-up.
    const issue = dateOfBirthIssue(dateOfBirth);
    if (issue) throw badRequest(issue, { dateOfBirth: issue }, 'NOT_A_STUDENT_AGE');
    return;
  }
  const { earliest, latest } = datesOfBirthForAge(stored.age, stored.createdAt);
  if (dateOfBirth >= earliest && dateOfBirth <= latest) return;
  const message = dateOfBirthMessages.notTheAgeGiven(stored.age);
  throw badRequest(message, { dateOfBirth: message }, 'NOT_THE_AGE_GIVEN');
}
