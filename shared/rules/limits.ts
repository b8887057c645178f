/**
 * Per-user abuse limits, in one place. The functions enforce them with conditional writes on a
 * counter item per user and action (functions/lib/limits.ts); past a limit the answer is a 429 with
 * Retry-After and the message below.
 */
export interface LimitRule {
  /** At most this many... */
  readonly max: number;
  /** ...in a window of this many seconds, starting at the first counted action. */
  readonly windowSeconds: number;
  readonly message: string;
}

const DAY = 24 * 60 * 60;

export const limits = {
  apply: {
    max: 30,
    windowSeconds: DAY,
    message: 'You have sent 30 applications in the last 24 hours. Please try again later.',
  },
  report: {
    max: 10,
    windowSeconds: DAY,
    message: 'You have reported 10 jobs in the last 24 hours. Please try again later.',
  },
  postJob: {
    max: 20,
    windowSeconds: DAY,
    message: 'You have posted 20 jobs in the last 24 hours. Please try again later.',
  },
} as const satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof limits;
