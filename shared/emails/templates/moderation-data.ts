/*
 * The fixed wordings of the moderation desk's mails, apart from the templates so that the moderation
 * function does not bundle the e-mail layout. Nothing the reported person or the reporter wrote
 * reaches another party through them: the moderator's note goes to the affected person only.
 */

/** What was decided, in the statement of reasons, by action. */
export const statementDecision = {
  hide: 'We removed it from Neighbourhood Jobs. Nobody else can see it now.',
  suspend:
    'We suspended the account: it cannot sign in, every session has ended, and its open jobs are closed.',
  freeze: 'We froze the conversation: nobody can send messages in it any more.',
} as const;

/** What the reporter is told, by action: never who the other person is or what happened to them. */
export const reportOutcome = {
  hide: 'We looked at what you reported and removed it. Thank you for telling us.',
  suspend:
    'We looked at what you reported and took action on the account behind it. Thank you for telling us.',
  freeze: 'We looked at what you reported and stopped the conversation. Thank you for telling us.',
  dismiss:
    'We looked at what you reported and found that it does not break our rules, so it stays. Thank you for telling us all the same.',
  restore:
    'We looked at what you reported and found that it does not break our rules. Thank you for telling us.',
} as const;

/** The outcome of an appeal, to the person who appealed. */
export const appealOutcomeWords = {
  upheld: 'Another moderator looked at your appeal and kept the decision.',
  reversed:
    'Another moderator looked at your appeal and reversed the decision: everything is back as it was.',
} as const;
