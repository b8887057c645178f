/*
 * The fixed wordings of the AccountDeleted mail (account-deleted.ts), apart from the template so that
 * the deleting function does not bundle the e-mail layout (the bundles' budgets).
 */

/** What the deletion did, by the kind of account it was. */
export const accountDeletedSummary = {
  student:
    'Its profile, saved searches and job alerts are gone, and its guardian link has ended. Pending applications were withdrawn; employers see past applications as “Former student”, with no name, e-mail, phone or note.',
  employer:
    'Its profile is gone. Open jobs were closed, and every job and application now shows “Former employer”, with no name, e-mail, phone or street address.',
  guardian: 'Its profile is gone, and the links to the teens it was the guardian of have ended.',
} as const;
export type DeletedAccountKind = keyof typeof accountDeletedSummary;
