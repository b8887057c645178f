import { formatLongDate } from '../../shared/rules/display';
import type { ReviewAuthor } from '../../shared/rules/reviews';
import { jobPageUrl, scheduleUrl } from '../lib/app-links';
import { notify, stableNotificationId } from '../lib/notify';
import { findUser } from '../users';
import type { ReviewItem } from './entities/reviews';

/*
 * The reviews' two mails, each sent once however often a request is repeated (the notification's id
 * is the event's): the other side reviewed you (your turn; both appear together), and both reviews
 * are visible. Addresses come from our records (each person's own, proved address).
 */

const firstWord = (name: string) => name.split(' ')[0] || name;

async function personOf(item: ReviewItem, side: ReviewAuthor) {
  const user = await findUser(side === 'student' ? item.studentId : item.employerId);
  return user ? { email: user.emailId, name: firstWord(user.firstName) } : null;
}

async function send(item: ReviewItem, to: ReviewAuthor, summary: string, message: string, id: string) {
  const recipient = await personOf(item, to);
  if (!recipient) return;
  await notify(
    'ReviewNotice',
    [recipient.email],
    {
      recipientName: recipient.name,
      summary,
      message,
      jobTitle: item.jobTitle,
      jobUrl: jobPageUrl(item.jobId),
      reviewUrl: scheduleUrl(item.applicationId),
    },
    { id: stableNotificationId(id) },
  );
}

export const reviewMails = {
  /** The first review of a job is in: the other side is told it is their turn. */
  async yourTurn(item: ReviewItem): Promise<void> {
    const author = await personOf(item, item.author);
    const who = author?.name ?? (item.author === 'student' ? 'The student' : 'The employer');
    const until = formatLongDate(item.windowEndsAt.slice(0, 10));
    await send(
      item,
      item.author === 'student' ? 'employer' : 'student',
      `${who} reviewed you: your turn`,
      `${who} reviewed the job you did together. Review ${who} by ${until}: both reviews appear together when you do, or ${who}’s appears alone then.`,
      `review-turn:${item.reviewId}`,
    );
  },

  /** Both reviews are in: both sides are told they can read them. */
  async revealed(item: ReviewItem): Promise<void> {
    for (const side of ['student', 'employer'] as const) {
      await send(
        item,
        side,
        'Both reviews are visible now',
        'You have both reviewed the job, so both reviews are visible now.',
        `review-revealed:${item.applicationId}:${side}`,
      );
    }
  },
};
