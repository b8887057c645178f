import { COOLDOWN_KEY_PREFIX } from '../../shared/auth/cooldown-keys';
import type { FunctionName } from '../../shared/routes';
import type { TableId } from '../../shared/tables';

/**
 * What each domain function may touch: least privilege, read in one place. Tables are granted
 * item-level actions only (no Scan: a Scan in a request path is a bug, DESIGN §4).
 */
export interface FunctionAccess {
  readonly readWrite: readonly TableId[];
  readonly read: readonly TableId[];
  /**
   * Tables the function writes only items whose partition key starts with the given prefix
   * (an IAM `dynamodb:LeadingKeys` condition); it reads them whole when they are also in `read`.
   */
  readonly writeKeysOnly?: Partial<Record<TableId, string>>;
  /**
   * Tables the function may read and add items to, but never change or remove one (PutItem only):
   * an append-only log.
   */
  readonly appendOnly?: readonly TableId[];
  /** Admin* calls on the user pool (the public sign-up and sign-in calls need no IAM). */
  readonly cognito: readonly string[];
  /** May send notifications (to the notifications queue, read by the notify function). */
  readonly notify: boolean;
  readonly places: boolean;
  /** Signs work-history credentials with the stage's KMS key, and reads its public key. */
  readonly credentialSigning?: boolean;
  /** Signs or verifies the links in e-mails (functions/lib/signed-token.ts): reads the signing key. */
  readonly linkSigning?: boolean;
}

export const functionAccess: Record<FunctionName, FunctionAccess> = {
  auth: {
    // Reads profiles (the role at sign-in); writes only the short-lived items under the cooldown
    // prefix (resend-code cooldowns, session records: functions/auth/sessions.ts), never a profile.
    // Code resends count against the address's and the IP's limits. (A verified teen's guardian is
    // invited by the user pool's PostConfirmation trigger, not by this function.)
    readWrite: ['limits'],
    read: ['users'],
    writeKeysOnly: { users: COOLDOWN_KEY_PREFIX },
    // Sign-in, verification and reset are the public client calls, which need no IAM. Reading the
    // app clients' secrets once per container (lib/cognito-app-client.ts), and ending every session of an
    // account after a password reset and on "Sign out everywhere".
    cognito: ['cognito-idp:DescribeUserPoolClient', 'cognito-idp:AdminUserGlobalSignOut'],
    notify: false,
    places: false,
  },
  users: {
    // Profiles; profile updates count against the user's limit, and a new ZIP code is placed on the map
    // (placeCache, places: a guardian's distance limit is measured from it). Whether the caller's own
    // or guardian address is suppressed (GET /user/mail-status). A Google teen's guardian
    // invitation (users/guardian-invitation.ts) writes the teen's record and signs its link.
    readWrite: ['users', 'limits', 'placeCache'],
    read: ['mailSuppressions'],
    // Set the role once (custom:role is not writable by any client), and undo a half-finished sign-up.
    // DescribeUserPoolClient: the functions' client secret for SignUp's SECRET_HASH (lib/cognito-app-client.ts).
    // AdminGetUser: whether a registration's address belongs to a confirmed account or to an
    // unconfirmed sign-up it replaces (users/register-user.ts). ListUsers finds a user by sub, whose
    // changed name or phone the pool then keeps (users/contact-details.ts).
    cognito: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:DescribeUserPoolClient',
      'cognito-idp:ListUsers',
    ],
    notify: true,
    places: true,
    linkSigning: true,
  },
  jobs: {
    // The job and its title-index items are written together (job-state.ts); places searched are
    // cached; posting counts against the employer's limit.
    readWrite: ['jobs', 'jobTerms', 'placeCache', 'limits'],
    read: ['users'],
    cognito: [],
    notify: false,
    // Search geocodes ZIPs and cities, and a posted job's address is placed on the server.
    places: true,
  },
  applications: {
    // An application and its job's counters change in one transaction; applying and interest
    // e-mails count against the user's limits. A teen's guardian hears through the family table
    // (activity and digest) and the guardian-mail limit; an approval request carries a signed link.
    // Closing or deleting a job lives here too (it ends the job's pending applications), with its
    // title-index items (jobTerms), and so does an edit; a job's new address (while no student is
    // accepted) is placed as a posted job's (places, cached in placeCache).
    // An interest or an acceptance opens the application's conversation in the same transaction,
    // (with a minor's confirmed guardian, read from the teen's record), and a rejection, a withdrawal
    // or a removed job closes it; applying reads the blocks. An acceptance makes the booking of its
    // schedule in the same transaction; a job's edit, close or delete moves or cancels its bookings
    // (the schedule domain's writes, asked through its index.ts).
    readWrite: [
      'applications',
      'jobs',
      'jobTerms',
      'limits',
      'family',
      'conversations',
      'bookings',
      'placeCache',
    ],
    read: ['users'],
    cognito: [],
    notify: true,
    places: true,
    linkSigning: true,
  },
  reports: {
    // The jobs a user has reported (listOwnReports). Taking a report is the moderation function's.
    readWrite: [],
    read: ['reports'],
    cognito: [],
    notify: false,
    places: false,
  },
  places: { readWrite: [], read: [], cognito: [], notify: false, places: true },
  alerts: {
    // Saved searches and their match keys change together; a saved place is geocoded (and cached) as
    // /jobs places it. Unsubscribe links are verified with the link-signing key. The daily run is
    // its own function (infra/constructs/job-alerts.ts) with its own grants. Its writes first find
    // the student's profile (functions/lib/profile-guard.ts).
    readWrite: ['savedSearches', 'alertMatchKeys', 'placeCache'],
    read: ['users'],
    cognito: [],
    notify: false,
    places: true,
    linkSigning: true,
  },
  family: {
    // A teen's guardian link is on the teen's record (users); the family table lists a guardian's
    // teens and each teen's activity; a guardian's approval moves the application and its job's
    // counters; the distance limit places the teen's ZIP code (placeCache, places). A teen's
    // conversations are told who their guardian is now (conversations). A guardian who confirms after
    // their teen was hired is named on the teen's bookings.
    readWrite: [
      'users',
      'applications',
      'jobs',
      'family',
      'limits',
      'placeCache',
      'conversations',
      'bookings',
    ],
    read: [],
    // The guardian's account is made from the invitation link, its address proved by the link:
    // created verified with its password (AdminCreateUser, AdminSetUserPassword), its role set, and
    // signed in at once through the functions' client (DescribeUserPoolClient for its secret). A teen's
    // name or phone changed by the guardian reaches the pool (ListUsers finds the teen by sub).
    cognito: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:DescribeUserPoolClient',
      'cognito-idp:ListUsers',
    ],
    notify: true,
    places: true,
    linkSigning: true,
  },
  // "Your data is yours": functions/account, kept apart from public registration.
  account: {
    // Deleting an account: its applications withdrawn or anonymized (with their jobs' counters), an
    // employer's jobs closed (with their title-index items) and anonymized, saved searches and their
    // match keys deleted, reports kept without the reporter's address, guardian links and activity
    // removed, the profile deleted; both routes are limited. The export reads the same, and the mails
    // the person was sent (deliveries, by a hash of the address).
    readWrite: [
      'users',
      'limits',
      'applications',
      'jobs',
      'jobTerms',
      'reports',
      'savedSearches',
      'alertMatchKeys',
      'family',
      // A deleted party's messages are removed and their conversations closed.
      'conversations',
      // Employers' reviews of a deleted student are deleted; the export lists a person's reviews.
      'reviews',
      // A deleted student's or employer's bookings are cancelled and anonymized; their calendar link goes.
      'bookings',
      'calendarFeeds',
    ],
    // The export lists the mails sent (deliveries) and the desk's decisions about the person.
    read: ['deliveries', 'moderation'],
    // Every session ends (AdminUserGlobalSignOut) and the user goes (AdminDeleteUser); a Google teen
    // deleted by their guardian is found by sub (ListUsers).
    cognito: ['cognito-idp:AdminUserGlobalSignOut', 'cognito-idp:AdminDeleteUser', 'cognito-idp:ListUsers'],
    // The confirmation mail; an employer's closed jobs mail their pending applicants, as a close does.
    notify: true,
    places: false,
    // Nothing it sends carries a signed link (an ended application's mails have none).
    linkSigning: false,
  },
  conversations: {
    // Conversations and their messages, mails, blocks and a teen's counts for their guardian's
    // digest; the message limits. The live connections are read to deliver a message and pruned when
    // one has gone. It reads no other table: what it needs of its people is on the conversation.
    // (A message's report is taken by the moderation function, through the domain's index.ts.)
    readWrite: ['conversations', 'limits', 'liveConnections'],
    read: [],
    cognito: [],
    // The "new message" mails.
    notify: true,
    places: false,
  },
  // The day of the job (functions/schedule): bookings and their visits, private calendar links; reads
  // jobs (their days, times and place) and people (names, addresses, a teen's guardian and school). The
  // scheduled runner is its own function with its own grants (infra/constructs/schedule-runner.ts).
  schedule: {
    readWrite: ['bookings', 'calendarFeeds'],
    read: ['jobs', 'users'],
    cognito: [],
    notify: true,
    places: false,
  },
  // The moderation desk (functions/moderation).
  moderation: {
    // Reports and decisions (moderation). A job report is stored once per user (reports) within the
    // reporter's daily limit (limits), a teen's in their guardian's activity (family). Hiding a job
    // rewrites its listing keys and title-index items (jobs, jobTerms); its pending applications end
    // (applications) with their guardians told. People's records are read for names, addresses and a
    // minor's guardian. A message's report is stored on its conversation (conversations), which a
    // freeze makes read-only; a review is hidden (reviews).
    readWrite: [
      'moderation',
      'reports',
      'jobs',
      'jobTerms',
      'applications',
      'family',
      'limits',
      'reviews',
      'conversations',
    ],
    read: ['users'],
    // The audit log is written only with PutItem (appendOnly below): no update, no delete.
    appendOnly: ['moderationAudit'],
    // A suspension disables the user and ends every session; a restore enables them (found by sub).
    cognito: [
      'cognito-idp:ListUsers',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminUserGlobalSignOut',
    ],
    // The support mailbox's report alerts (jobs and messages), statements of reasons, outcomes to reporters, and the
    // applicants of a removed job.
    notify: true,
    places: false,
    // The statement of reasons' appeal link is signed (it works for a suspended account).
    linkSigning: true,
  },
  // A student's verified work history and its credentials (functions/credentials).
  credentials: {
    // Reads the student's accepted applications, their jobs (and whether moderation removed one) and
    // the student's record; writes nothing.
    readWrite: [],
    read: ['applications', 'jobs', 'users', 'bookings', 'reviews'],
    cognito: [],
    notify: false,
    places: false,
    // Signs credentials and publishes the public key: kms:Sign and kms:GetPublicKey on the stage's
    // credential key only (infra/stacks/api-stack.ts).
    credentialSigning: true,
  },
  // Reviews after a completed job (functions/reviews): the reviews table is its own; it reads the
  // application, its booking's completion (and the job the booking names), and the people.
  reviews: {
    readWrite: ['reviews'],
    read: ['applications', 'bookings', 'jobs', 'users'],
    cognito: [],
    // The other side is told it is their turn, and both when the reviews are visible.
    notify: true,
    places: false,
  },
};

export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
/** No BatchWriteItem: no function writes in batches (the seed and benches do, with their own credentials). */
export const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
export const placeIndexActions = [
  'geo:SearchPlaceIndexForText',
  'geo:SearchPlaceIndexForSuggestions',
  'geo:GetPlace',
];
