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

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

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
  // Each one mails a student (and a teen's parent): an employer's account must not become a mailer.
  interest: {
    max: 20,
    windowSeconds: DAY,
    message: 'You have told 20 students you are interested in the last 24 hours. Please try again later.',
  },
  // Interests and bio change rarely; a script rewriting a profile in a loop is not a person.
  profileUpdate: {
    max: 20,
    windowSeconds: HOUR,
    message: 'You have updated your profile 20 times in the last hour. Please try again later.',
  },
  /*
   * Accounts. Registration and resend are public: each is counted per address (so
   * nobody can make us mail one inbox over and over) and per IP (so nobody can walk through many
   * addresses). Per-IP numbers leave room for a school or a library behind one address. The IP is the
   * viewer's (functions/lib/viewer-ip.ts), never a header the caller chose.
   */
  registerPerAddress: {
    max: 5,
    windowSeconds: DAY,
    message: 'This email address has been used to sign up 5 times today. Please try again tomorrow.',
  },
  registerPerIp: {
    max: 30,
    windowSeconds: HOUR,
    message: 'There have been 30 sign-ups from your network in the last hour. Please try again later.',
  },
  /** On top of the 30-second wait between codes (RESEND_COOLDOWN_SECONDS). */
  resendPerAddress: {
    max: 10,
    windowSeconds: DAY,
    message: 'We have sent 10 codes to this address today. Please use the latest one, or try again tomorrow.',
  },
  resendPerIp: {
    max: 30,
    windowSeconds: HOUR,
    message: 'There have been 30 code requests from your network in the last hour. Please try again later.',
  },
  /** Password reset codes, per mailbox and per IP, like the codes above. */
  resetPerAddress: {
    max: 5,
    windowSeconds: DAY,
    message:
      'We have sent 5 reset codes to this address today. Please use the latest one, or try again tomorrow.',
  },
  resetPerIp: {
    max: 30,
    windowSeconds: HOUR,
    message: 'There have been 30 reset requests from your network in the last hour. Please try again later.',
  },
  /*
   * "Your data is yours". A deletion is one per account, but a refused or repeated one
   * must not become a way to hammer every table; an export reads every table about the person.
   */
  deleteAccount: {
    max: 5,
    windowSeconds: HOUR,
    message: 'You have asked to delete an account 5 times in the last hour. Please try again later.',
  },
  exportData: {
    max: 10,
    windowSeconds: DAY,
    message: 'You have downloaded your data 10 times in the last 24 hours. Please try again tomorrow.',
  },
  /*
   * Messages: more than a person types in a real conversation, few enough that nobody can flood a
   * student, fill the tables or make the "new message" mails a way to reach someone's inbox.
   */
  messageHour: {
    max: 60,
    windowSeconds: HOUR,
    message: 'You have sent 60 messages in the last hour. Please wait a little before sending more.',
  },
  messageDay: {
    max: 300,
    windowSeconds: DAY,
    message: 'You have sent 300 messages in the last 24 hours. Please try again tomorrow.',
  },
  // Each one mails the support mailbox with the message's text.
  messageReport: {
    max: 20,
    windowSeconds: DAY,
    message: 'You have reported 20 messages in the last 24 hours. Please try again tomorrow.',
  },
  // Each one lands in the moderators' queue: a person cannot bury the desk in reports of reviews.
  reviewReport: {
    max: 10,
    windowSeconds: DAY,
    message: 'You have reported 10 reviews in the last 24 hours. Please try again tomorrow.',
  },
  /**
   * Guardian invitations to one mailbox (every spelling of it: `mailboxOf`). A teen chooses the
   * address and the greeting's name, so what a teen sends (a resend, a correction) is refused past
   * one a day, whichever teen sends it. A new teen's first invitation is always sent (two children
   * of one parent are both announced) but counts, so nothing a teen chooses follows it that day.
   */
  guardianInvitation: {
    max: 1,
    windowSeconds: DAY,
    message: 'We have sent an invitation to this address today. Please try again tomorrow.',
  },
  /**
   * Mails to one guardian: past 10 a day, the rest waits for the daily digest. Never a
   * user-facing refusal: functions/users/tell-guardian.ts turns it into a digest entry.
   */
  guardianMail: {
    max: 10,
    windowSeconds: DAY,
    message: 'This guardian has had 10 mails today; the rest waits for the digest.',
  },
} as const satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof limits;
