/*
 * What a deletion removes and keeps, in the words the delete dialogs show. The
 * deletion policy in docs/security.md ("Your data is yours") says the same, with the reasons; the server's use case
 * is functions/account/account-deletion.ts.
 */

export const deletionPolicy = {
  student: {
    goes: [
      'Your profile, sign-in and every session, on every device.',
      'Your saved searches and job alerts.',
      'Applications still waiting for a decision are withdrawn.',
      'Your link with your parent or guardian, and what they were told about your applications.',
    ],
    stays: [
      'Employers keep the applications they already decided on, shown as “Former student”, with no name, e-mail, phone or note: their own records of who they hired.',
      'Jobs you reported stay reported (without your e-mail), so our team can keep others safe.',
    ],
  },
  employer: {
    goes: [
      'Your profile, sign-in and every session, on every device.',
      'Your open jobs are closed; students waiting on them are told the job was removed.',
      'Your name, e-mail, phone and street address, from every job and application.',
    ],
    stays: [
      'Students keep their applications, shown with “Former employer”: their own history.',
      'Reports about your jobs stay (with the job’s title, not your name), so our team can keep students safe.',
    ],
  },
  guardian: {
    goes: [
      'Your profile, sign-in and every session, on every device.',
      'Your links with your teens: their applications pause until a parent or guardian confirms again.',
    ],
    stays: ['Your teens’ own accounts. To delete one, use “Delete account” in their section before you go.'],
  },
} as const;

/** A guardian deleting their teen's account: the student's list, in the third person. */
export const teenDeletionPolicy = {
  goes: [
    'Their profile, sign-in and every session, on every device.',
    'Their saved searches and job alerts.',
    'Applications still waiting for a decision are withdrawn.',
    'Their link with you, and their activity on this page.',
  ],
  stays: [
    'Employers keep the applications they already decided on, shown as “Former student”, with no name, e-mail, phone or note.',
    'Jobs they reported stay reported (without their e-mail), so our team can keep others safe.',
  ],
} as const;
