/*
 * The rules of reviews after a completed job, in one place: the functions enforce them and the pages
 * read the same words.
 *
 * - Each side of a completed job (its hours confirmed) reviews the other once, within 14 days of the
 *   completion. Neither sees the other's review until both are in or the 14 days end; then both are
 *   revealed together. A review is never edited (a second one is refused), so nothing changes after
 *   its reveal.
 * - The employer answers three yes/no questions with an optional note. The public sees only counts
 *   about a student; the review itself is the student's (and a minor's guardian's) to read.
 * - The student gives 1–5 stars and a text. The employer's average shows from three reviews on; the
 *   employer may reply once.
 * - Honest by construction (the FTC's rule on fake reviews, 16 CFR 465): nothing is offered for a
 *   review, every revealed review counts, and only a moderator hides one, for a listed reason.
 */

export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
/** The employer's average is shown from this many revealed reviews on. */
export const RATING_MIN_REVIEWS = 3;

export const reviewAuthors = ['student', 'employer'] as const;
export type ReviewAuthor = (typeof reviewAuthors)[number];

/** The end of the window to review (and the moment a lone review is revealed). */
export function reviewWindowEnds(completedAt: string): string {
  return new Date(Date.parse(completedAt) + REVIEW_WINDOW_DAYS * 86_400_000).toISOString();
}

/** Revealed: both reviews are in (the second one's moment), or the window is over. */
export function isRevealed(review: { revealedAt?: string; windowEndsAt: string }, now: Date): boolean {
  const at = now.toISOString();
  return (review.revealedAt !== undefined && review.revealedAt <= at) || review.windowEndsAt <= at;
}

/** The employer's average of stars, to one decimal, and how many: shown from three reviews on. */
export function ratingSummary(stars: readonly number[]): { average: number | null; count: number } {
  const count = stars.length;
  if (count < RATING_MIN_REVIEWS) return { average: null, count };
  const sum = stars.reduce((total, n) => total + n, 0);
  return { average: Math.round((sum / count) * 10) / 10, count };
}

/** "4.7 out of 5 · 12 reviews", or null below three reviews. */
export function ratingLine(summary: { average: number | null; count: number }): string | null {
  if (summary.average === null) return null;
  return `${summary.average.toFixed(1)} out of 5 · ${summary.count} reviews`;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the public sees of a student: "12 jobs completed · hired again by 5 households". */
export function studentCountsLine(jobsCompleted: number, hiredAgainBy: number): string {
  return `${plural(jobsCompleted, 'job', 'jobs')} completed · hired again by ${plural(hiredAgainBy, 'household', 'households')}`;
}

/** Why someone reports a review (the moderation desk's form), each with its words. */
export const reviewReportReasons = {
  offensive: 'It is offensive, hateful or harassing',
  false: 'It is not about this job, or not true',
  personal: 'It shares personal or contact details',
  spam: 'It is spam or advertising',
  other: 'Something else',
} as const;
export type ReviewReportReason = keyof typeof reviewReportReasons;
export const reviewReportReasonIds = Object.keys(reviewReportReasons) as [
  ReviewReportReason,
  ...ReviewReportReason[],
];
