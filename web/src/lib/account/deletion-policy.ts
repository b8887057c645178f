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
      'Your messages: each one reads “Message removed”, and nobody can write in those conversations again.',
      'Your booked visits are cancelled, and your private calendar link stops working.',
      'Employers’ reviews of you, which only you and your parent or guardian could read.',
    ],
    stays: [
      'Employers keep the applications they already decided on, shown as “Former student”, with no name, e-mail, phone or note: their own records of who they hired.',
      'Employers keep their conversations and visits with you, shown with “Former student”, without your messages.',
      'Jobs you reported stay reported (without your e-mail), so our team can keep others safe.',
      'Reviews you wrote stay, without your name, and still count: every review counts.',
    ],
  },
  employer: {
    goes: [
      'Your profile, sign-in and every session, on every device.',
      'Your open jobs are closed; students waiting on them are told the job was removed.',
      'Your name, e-mail, phone and street address, from every job and application.',
      'Your messages: each one reads “Message removed”, and nobody can write in those conversations again.',
      'Your booked visits are cancelled, and your private calendar link stops working.',
    ],
    stays: [
      'Students keep their applications, shown with “Former employer”: their own history.',
      'Students keep their conversations and visits with you, shown with “Former employer”, without your messages.',
      'Reports about your jobs stay (with the job’s title, not your name), so our team can keep students safe.',
      'Reviews you wrote of students stay, without your name: their own work history.',
    ],
  },
  guardian: {
    goes: [
      'Your profile, sign-in and every session, on every device.',
      'Your links with your teens: their applications pause until a parent or guardian confirms again.',
      'Your view of your teens’ visits, and your private calendar link.',
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
    'Their messages: each one reads “Message removed”, and nobody can write in those conversations again.',
    'Their booked visits are cancelled, and their private calendar link stops working.',
    'Employers’ reviews of them, which only they and you could read.',
  ],
  stays: [
    'Employers keep the applications they already decided on, shown as “Former student”, with no name, e-mail, phone or note.',
    'Employers keep their conversations and visits with them, shown with “Former student”, without their messages.',
    'Jobs they reported stay reported (without their e-mail), so our team can keep others safe.',
    'Reviews they wrote stay, without their name, and still count: every review counts.',
  ],
} as const;
