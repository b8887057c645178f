import type { FunctionName } from '../../shared/routes';
import type { TableId } from '../../shared/tables';

/**
 * What each domain function may touch: least privilege, read in one place. Tables are granted
 * item-level actions only (no Scan: a Scan in a request path is a bug, DESIGN §4).
 */
export interface FunctionAccess {
  readonly readWrite: readonly TableId[];
  readonly read: readonly TableId[];
  /** Admin* calls on the user pool (the public sign-up and sign-in calls need no IAM). */
  readonly cognito: readonly string[];
  /** May hand notifications to the notify function (async invoke). */
  readonly notify: boolean;
  readonly places: boolean;
}

export const functionAccess: Record<FunctionName, FunctionAccess> = {
  auth: {
    // Writes the resend-code cooldown items (functions/auth/verification-cooldown.ts); a verified
    // teen's parent alert counts once per parent address per day (limits) and goes to notify.
    readWrite: ['users', 'limits'],
    read: [],
    // DescribeUserPoolClient: the functions' client secret, read once per container (auth/app-client.ts).
    cognito: ['cognito-idp:AdminGetUser', 'cognito-idp:DescribeUserPoolClient'],
    notify: true,
    places: false,
  },
  users: {
    // Profiles; registrations count against the per-address and per-IP limits.
    readWrite: ['users', 'limits'],
    read: [],
    // Set the role once (custom:role is not writable by any client), and undo a half-finished sign-up.
    cognito: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminDeleteUser',
      // The functions' client secret for SignUp's SECRET_HASH (auth/app-client.ts).
      'cognito-idp:DescribeUserPoolClient',
    ],
    notify: true,
    places: false,
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
    // An application and its job's counters change in one transaction.
    readWrite: ['applications', 'jobs', 'limits'],
    read: ['users'],
    cognito: [],
    notify: true,
    places: false,
  },
  reports: {
    readWrite: ['reports', 'limits'],
    read: ['jobs', 'users'],
    cognito: [],
    notify: true,
    places: false,
  },
  places: { readWrite: [], read: [], cognito: [], notify: false, places: true },
};

export const tableReadActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
export const placeIndexActions = [
  'geo:SearchPlaceIndexForText',
  'geo:SearchPlaceIndexForSuggestions',
  'geo:GetPlace',
];
