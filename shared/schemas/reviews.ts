import * as z from 'zod/mini';
import {
  REVIEW_NOTE_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  reviewAuthors,
  reviewReportReasonIds,
} from '../rules/reviews';
import { idSchema, plainText, unixNewlines } from './common';
import './zod-locale';

/*
 * The reviews' API contract: a review after a completed job (the student's stars and text, or the
 * employer's three answers and note), the two reviews of one job as its parties see them, the
 * employer's public reviews and average, the public counts about a student, the employer's reply,
 * and a report of a review to the moderation desk.
 */

export const reviewMessages = {
  starsRequired: 'Please choose from 1 to 5 stars.',
  textTooLong: `The review must be ${REVIEW_TEXT_MAX} characters or fewer.`,
  noteTooLong: `The note must be ${REVIEW_NOTE_MAX} characters or fewer.`,
  answerRequired: 'Please answer yes or no.',
  replyRequired: 'Please write your reply.',
  replyTooLong: `The reply must be ${REVIEW_REPLY_MAX} characters or fewer.`,
  notFound: 'We could not find that job.',
  reviewNotFound: 'We could not find that review.',
  employerNotFound: 'We could not find that employer.',
  studentNotFound: 'We could not find that student.',
  notCompleted: 'You can review once the job is completed and its hours are confirmed.',
  windowClosed: 'The 14 days to review this job are over.',
  alreadyReviewed: 'You have reviewed this job already. A review cannot be changed.',
  wrongForm: 'That is not the review form for you: students give stars, employers answer three questions.',
  guardianCannotReview: 'Only the student and the employer of a job review each other.',
  submitted: 'Thank you. Your review will appear when both of you have reviewed, or in 14 days.',
  revealed: 'Thank you. Both reviews are now visible.',
  notRevealed: 'You can reply once the review is visible.',
  alreadyReplied: 'You have replied to this review already. You can reply once.',
  replied: 'Your reply is posted under the review.',
  reported: 'Thank you. Our moderators will look at this review.',
  alreadyReported: 'You have reported this review already.',
  ownReview: 'You cannot report your own review.',
  reasonRequired: 'Please choose why you are reporting this review.',
} as const;

const writtenText = (max: number, tooLong: string) =>
  z.string().check(unixNewlines, z.trim(), z.maxLength(max, tooLong), plainText({ multiline: true }));

const yesNo = z.boolean({ error: reviewMessages.answerRequired });

/** The student's review of the employer: 1–5 stars and a text (which may be left empty). */
export const studentReviewBodySchema = z.strictObject({
  stars: z
    .number({ error: reviewMessages.starsRequired })
    .check(
      z.int(reviewMessages.starsRequired),
      z.gte(1, reviewMessages.starsRequired),
      z.lte(5, reviewMessages.starsRequired),
    ),
  text: z._default(writtenText(REVIEW_TEXT_MAX, reviewMessages.textTooLong), ''),
});
export type StudentReviewBody = z.infer<typeof studentReviewBodySchema>;

/** The employer's review of the student: three yes/no answers and an optional note. */
export const employerReviewBodySchema = z.strictObject({
  onTime: yesNo,
  didWell: yesNo,
  wouldHireAgain: yesNo,
  note: z.optional(writtenText(REVIEW_NOTE_MAX, reviewMessages.noteTooLong)),
});
export type EmployerReviewBody = z.infer<typeof employerReviewBodySchema>;

/** POST /applications/{id}/review: the form that fits the caller (the server checks which). */
export const submitReviewBodySchema = z.union([studentReviewBodySchema, employerReviewBodySchema]);
export type SubmitReviewBody = z.infer<typeof submitReviewBodySchema>;

export const reviewIdParamsSchema = z.strictObject({ id: idSchema });
export const reviewApplicationParamsSchema = z.strictObject({ id: idSchema });
export const reviewedPersonParamsSchema = z.strictObject({ id: idSchema });

export const reviewReplySchema = z.object({ text: z.string(), at: z.iso.datetime() });

/** One review as its reader may see it (the fields of its author's form). */
export const reviewSchema = z.object({
  reviewId: idSchema,
  applicationId: idSchema,
  author: z.enum(reviewAuthors),
  submittedAt: z.iso.datetime(),
  /** Visible to the other side (both in, or the 14 days over). */
  revealed: z.boolean(),
  stars: z.nullable(z.number()),
  text: z.nullable(z.string()),
  onTime: z.nullable(z.boolean()),
  didWell: z.nullable(z.boolean()),
  wouldHireAgain: z.nullable(z.boolean()),
  note: z.nullable(z.string()),
  reply: z.nullable(reviewReplySchema),
  /** Hidden by a moderator (a listed reason, with a statement of reasons to its author). */
  hidden: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const submitReviewResponseSchema = z.object({ message: z.string(), review: reviewSchema });

/**
 * GET /applications/{id}/reviews (its student, its employer, a minor's guardian): where reviewing
 * stands, the caller's own review, and the other side's once revealed.
 */
export const applicationReviewsResponseSchema = z.object({
  applicationId: idSchema,
  jobTitle: z.string(),
  /** `waiting`: not completed yet; `open`: the 14 days run; `closed`: they are over. */
  stage: z.enum(['waiting', 'open', 'closed']),
  windowEndsAt: z.nullable(z.iso.datetime()),
  /** The caller's side, or null for a guardian (who reads, and does not review). */
  viewerSide: z.nullable(z.enum(reviewAuthors)),
  student: z.nullable(reviewSchema),
  employer: z.nullable(reviewSchema),
  /** The other side has reviewed (its review stays hidden until the reveal). */
  otherSubmitted: z.boolean(),
});
export type ApplicationReviews = z.infer<typeof applicationReviewsResponseSchema>;

/** A student's public review of an employer: no name, the job's title and month. */
export const publicEmployerReviewSchema = z.object({
  reviewId: idSchema,
  stars: z.number(),
  text: z.string(),
  jobTitle: z.string(),
  monthLabel: z.string(),
  reply: z.nullable(reviewReplySchema),
});

/** GET /employers/{id}/reviews (public): revealed reviews, and the average from three on. */
export const employerReviewsResponseSchema = z.object({
  employerId: idSchema,
  average: z.nullable(z.number()),
  count: z.number(),
  /** "4.7 out of 5 · 12 reviews", or null below three reviews. */
  ratingLine: z.nullable(z.string()),
  reviews: z.array(publicEmployerReviewSchema),
});
export type EmployerReviews = z.infer<typeof employerReviewsResponseSchema>;

/**
 * GET /students/{id}/reviews (public): the counts everyone may see. The employers' reviews themselves
 * are read by the student and a minor's guardian on each job (GET /applications/{id}/reviews).
 */
export const studentReviewsResponseSchema = z.object({
  studentId: idSchema,
  jobsCompleted: z.number(),
  hiredAgainBy: z.number(),
  /** "12 jobs completed · hired again by 5 households". */
  countsLine: z.string(),
});
export type StudentReviews = z.infer<typeof studentReviewsResponseSchema>;

/** POST /reviews/{id}/reply (the employer the review is about, once). */
export const replyBodySchema = z.strictObject({
  text: z
    .string({ error: reviewMessages.replyRequired })
    .check(
      unixNewlines,
      z.trim(),
      z.minLength(1, reviewMessages.replyRequired),
      z.maxLength(REVIEW_REPLY_MAX, reviewMessages.replyTooLong),
      plainText({ multiline: true }),
    ),
});
export const replyResponseSchema = z.object({ message: z.string(), review: reviewSchema });

/** POST /reviews/{id}/report: why, and any details. */
export const reportReviewBodySchema = z.strictObject({
  reason: z.enum(reviewReportReasonIds, { message: reviewMessages.reasonRequired }),
  details: z._default(writtenText(1000, 'The details must be 1000 characters or fewer.'), ''),
});
export type ReportReviewBody = z.infer<typeof reportReviewBodySchema>;
