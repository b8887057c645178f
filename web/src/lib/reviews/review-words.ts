import type { Review } from '@shared/schemas/reviews';

/** The fragment that opens a job's timesheet at its reviews (the "Reviews" links on the lists). */
export const REVIEWS_FRAGMENT = 'reviews';

/** "December 12": the day a lone review is revealed, in the reader's time zone. */
export function revealDay(windowEndsAt: string): string {
  return new Date(windowEndsAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
}

/** "Sam's": a first name as the owner of a review. */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

export const starsWords = (stars: number) => `${stars} out of 5 stars`;

const yesNo = (answer: boolean | null) => (answer === null ? '—' : answer ? 'Yes' : 'No');

/** The employer's three answers, in the order the form asks them. */
export function employerAnswers(review: Review): { question: string; answer: string }[] {
  return [
    { question: 'On time', answer: yesNo(review.onTime) },
    { question: 'Did the job well', answer: yesNo(review.didWell) },
    { question: 'Would hire again', answer: yesNo(review.wouldHireAgain) },
  ];
}
