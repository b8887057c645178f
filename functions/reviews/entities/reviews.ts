import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ReviewAuthor } from '../../../shared/rules/reviews';
import { conditionalWrite, updateItem, type Written, written } from '../../lib/conditional-write';
import { documentClient, tableName } from '../../lib/dynamo';
import { and, equal, exists, expressions, notExists, update } from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { queryAll } from '../../lib/read-all-pages';

/*
 * THE definition of the `reviews` table (shared/tables.ts), owned by the reviews domain: one partition
 * per accepted application, one item per side. A side's review is put once, on the condition that
 * there is none yet: fifty identical requests make one review. When the second side's is in, both are
 * marked revealed at that moment (each once); a lone review is revealed when its window ends, which
 * the readers work out from `windowEndsAt` (no scheduled job needed). Nothing rewrites what a review
 * says: the only later writes are the reveal, the employer's one reply, a moderator's hiding, and an
 * employer's review of a student deleted with the student's account.
 */

const TABLE = 'reviews' as const;

export interface ReviewItem {
  applicationId: string;
  itemKey: string;
  reviewId: string;
  author: ReviewAuthor;
  studentId: string;
  employerId: string;
  jobId: string;
  jobTitle: string;
  /** The student was under 18 when the job was done: the employer's review is theirs and their guardian's. */
  studentIsMinor: boolean;
  completedAt: string;
  windowEndsAt: string;
  submittedAt: string;
  /** The moment both reviews were in (absent: only the window's end reveals it). */
  revealedAt?: string;
  /** A student's review of the employer (sparse `byEmployer`). */
  aboutEmployerId?: string;
  stars?: number;
  text?: string;
  /** An employer's review of the student (sparse `byStudent`). */
  aboutStudentId?: string;
  onTime?: boolean;
  didWell?: boolean;
  wouldHireAgain?: boolean;
  note?: string;
  reply?: { text: string; at: string };
  /** Hidden by a moderator's decision. */
  hiddenAt?: string;
  hiddenBy?: string;
}

const reviewItem = itemDecoder<ReviewItem>('review', {
  applicationId: 'string',
  itemKey: 'string',
  reviewId: 'string',
  author: 'string',
  studentId: 'string',
  employerId: 'string',
  windowEndsAt: 'string',
  submittedAt: 'string',
});

export const reviewKey = (applicationId: string, author: ReviewAuthor) => ({
  applicationId,
  itemKey: `BY#${author}`,
});

export const otherSide = (author: ReviewAuthor): ReviewAuthor =>
  author === 'student' ? 'employer' : 'student';

export const reviews = {
  async get(applicationId: string, author: ReviewAuthor): Promise<ReviewItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName(TABLE),
        Key: reviewKey(applicationId, author),
        ConsistentRead: true,
      }),
    );
    return reviewItem.maybe(Item);
  },

  /** Both sides' reviews of one job. */
  async ofApplication(applicationId: string): Promise<Record<ReviewAuthor, ReviewItem | undefined>> {
    const [student, employer] = await Promise.all([
      this.get(applicationId, 'student'),
      this.get(applicationId, 'employer'),
    ]);
    return { student, employer };
  },

  async byId(reviewId: string): Promise<ReviewItem | undefined> {
    const [found] = await queryAll(reviewItem, {
      TableName: tableName(TABLE),
      IndexName: 'byReviewId',
      ...expressions({ key: equal({ reviewId }) }),
    });
    // The index is eventually consistent: read the item itself for what it says now.
    return found ? this.get(found.applicationId, found.author) : undefined;
  },

  /** Students' reviews of an employer, newest first. */
  aboutEmployer(employerId: string): Promise<ReviewItem[]> {
    return queryAll(reviewItem, {
      TableName: tableName(TABLE),
      IndexName: 'byEmployer',
      ScanIndexForward: false,
      ...expressions({ key: equal({ aboutEmployerId: employerId }) }),
    });
  },

  /** Employers' reviews of a student, newest first. */
  aboutStudent(studentId: string): Promise<ReviewItem[]> {
    return queryAll(reviewItem, {
      TableName: tableName(TABLE),
      IndexName: 'byStudent',
      ScanIndexForward: false,
      ...expressions({ key: equal({ aboutStudentId: studentId }) }),
    });
  },

  /** The one review of this side: refused when there is one already. */
  async put(item: ReviewItem): Promise<Written<ReviewItem>> {
    const result = await conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName(TABLE),
          Item: item,
          ...expressions({ condition: notExists('itemKey') }),
        }),
      ),
    );
    return result.ok ? written(item) : result;
  },

  /** Marks a review revealed at `at`, once (a second reveal is refused and changes nothing). */
  reveal(item: Pick<ReviewItem, 'applicationId' | 'author'>, at: string): Promise<Written<ReviewItem>> {
    return updateItem(reviewItem, {
      TableName: tableName(TABLE),
      Key: reviewKey(item.applicationId, item.author),
      ...expressions({
        update: update({ set: { revealedAt: at } }),
        condition: and(exists('itemKey'), notExists('revealedAt')),
      }),
    });
  },

  /** The employer's one reply. */
  reply(item: ReviewItem, text: string, at: string): Promise<Written<ReviewItem>> {
    return updateItem(reviewItem, {
      TableName: tableName(TABLE),
      Key: reviewKey(item.applicationId, item.author),
      ...expressions({
        update: update({ set: { reply: { text, at } } }),
        condition: and(exists('itemKey'), notExists('reply')),
      }),
    });
  },

  /** Gone with the account it is about (account deletion); idempotent. */
  async remove(item: Pick<ReviewItem, 'applicationId' | 'author'>): Promise<void> {
    await documentClient.send(
      new DeleteCommand({ TableName: tableName(TABLE), Key: reviewKey(item.applicationId, item.author) }),
    );
  },

  /** A moderator hides a review (a decision's id), or puts it back (null). */
  setHidden(
    item: ReviewItem,
    hidden: { at: string; decisionId: string } | null,
  ): Promise<Written<ReviewItem>> {
    return updateItem(reviewItem, {
      TableName: tableName(TABLE),
      Key: reviewKey(item.applicationId, item.author),
      ...expressions({
        update: hidden
          ? update({ set: { hiddenAt: hidden.at, hiddenBy: hidden.decisionId } })
          : update({ remove: ['hiddenAt', 'hiddenBy'] }),
        condition: exists('itemKey'),
      }),
    });
  },
};
