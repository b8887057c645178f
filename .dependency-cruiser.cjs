/**
 * The import boundaries, checked by `npm run lint` (so by `npm test`) with
 * dependency-cruiser. Biome's `noRestrictedImports` matches the import *string*, and our imports are
 * relative ('../../profile/x' from one folder, '../profile/x' from another), so it cannot tell a
 * feature's own files from another feature's; dependency-cruiser resolves each import to a file first.
 *
 * Paths below are relative to the folder the check runs in (the repo root; the fixture test in
 * scripts/lint/boundaries.test.ts runs this same file in a temporary copy of the layout).
 *
 * A known exception goes in its rule's `pathNot`, named in a constant that says why.
 */

/** Test files may use test helpers and the local stack; product code may not. */
const testFile = '\\.test\\.tsx?$';

/**
 * Files in product folders that are build tooling, not product: Vite's config runs in Node at build
 * time and plugs in the pre-render (scripts/build/prerender.ts); nothing of it ships.
 */
const buildTooling = '^web/vite\\.config\\.ts$';

/** A file path, or a folder name, as a pattern that matches it alone. */
const exactly = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** A file in a domain (functions/<domain>/, not functions/lib); `$1` is the domain. */
const domainFile = '^functions/(?!lib/)([^/]+)/';
/**
 * A domain folder or one of its sub-folders, not functions/lib: a circle through lib is lib importing
 * a domain, which lib-imports-domain reports.
 */
const domainFolder = '^functions/(?!lib(/|$))[^/]+';
/** The one file of a domain that another domain may import: its public face. */
const publicFace = '^functions/[^/]+/index\\.ts$';

/**
 * TEMPORARY, to be emptied by the domain restructure, which puts each domain behind its index.ts and
 * the domains in a row (docs/architecture.md). What the two domain rules below found when they came
 * in, listed so that they hold for everything else from the first day:
 * - innerFiles: each file that imports other domains' inner files today, with exactly those files;
 * - circles: each domain folder with the folders it imports that close a circle today (the four
 *   mutual pairs users ↔ account, users ↔ family, auth ↔ users and applications ↔ family, and the
 *   longer circles that run through them).
 * Nothing is added here: a new import, a new file or a new domain folder (conversations, schedule, …)
 * has no entry, and an entry goes as soon as its import does.
 */
const pendingDomainRestructure = {
  innerFiles: {
    'functions/account/account-deletion.ts': [
      'functions/alerts/saved-search-repository.ts',
      'functions/applications/application-repository.ts',
      'functions/applications/end-pending-applications.ts',
      'functions/jobs/close-or-delete-job.ts',
      'functions/jobs/job-repository.ts',
      'functions/jobs/job-writes.ts',
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/account/account-records.ts': [
      'functions/applications/application-item.ts',
      'functions/reports/report-repository.ts',
      'functions/users/user-item.ts',
    ],
    'functions/account/pool-admin.ts': ['functions/auth/cognito-client.ts'],
    'functions/account/routes/delete-account.ts': ['functions/auth/session-cookie.ts'],
    'functions/account/routes/export-account-data.ts': [
      'functions/alerts/saved-search-repository.ts',
      'functions/applications/application-repository.ts',
      'functions/jobs/job-repository.ts',
      'functions/notify/deliveries.ts',
      'functions/users/update-profile.ts',
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/alerts/alert-match.ts': ['functions/jobs/search/geo.ts'],
    'functions/alerts/alert-run.ts': [
      'functions/jobs/job-item.ts',
      'functions/jobs/job-repository.ts',
      'functions/jobs/job-state.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/alerts/save-search.ts': ['functions/places/geocode.ts'],
    'functions/applications/application-emails.ts': [
      'functions/family/tell-guardian.ts',
      'functions/jobs/job-item.ts',
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/applications/application-item.ts': [
      'functions/jobs/job-item.ts',
      'functions/users/user-item.ts',
    ],
    'functions/applications/application-jobs.ts': ['functions/jobs/job-item.ts'],
    'functions/applications/application-repository.ts': ['functions/jobs/job-counters.ts'],
    'functions/applications/apply-to-job.ts': [
      'functions/family/apply-rules.ts',
      'functions/jobs/job-item.ts',
      'functions/jobs/job-repository.ts',
      'functions/users/update-profile.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/applications/end-pending-applications.ts': ['functions/jobs/job-item.ts'],
    'functions/applications/list-applications.ts': ['functions/jobs/job-repository.ts'],
    'functions/applications/routes/close-job.ts': [
      'functions/jobs/close-or-delete-job.ts',
      'functions/jobs/job-item.ts',
    ],
    'functions/applications/routes/delete-job.ts': [
      'functions/jobs/close-or-delete-job.ts',
      'functions/jobs/job-item.ts',
    ],
    'functions/applications/routes/express-interest.ts': ['functions/jobs/job-repository.ts'],
    'functions/applications/routes/review-application.ts': ['functions/jobs/job-repository.ts'],
    'functions/applications/withdraw-application.ts': [
      'functions/family/tell-guardian.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/auth/routes/resend-verification-code.ts': ['functions/users/account-errors.ts'],
    'functions/auth/routes/sign-in.ts': ['functions/users/user-repository.ts'],
    'functions/auth/routes/verify-user.ts': ['functions/users/account-errors.ts'],
    'functions/family/apply-rules.ts': [
      'functions/jobs/job-item.ts',
      'functions/jobs/search/geo.ts',
      'functions/users/user-item.ts',
    ],
    'functions/family/approvals.ts': [
      'functions/applications/application-emails.ts',
      'functions/applications/application-item.ts',
      'functions/applications/application-repository.ts',
      'functions/jobs/job-repository.ts',
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/family/family-page.ts': [
      'functions/applications/application-item.ts',
      'functions/applications/application-repository.ts',
      'functions/jobs/job-item.ts',
      'functions/jobs/job-repository.ts',
      'functions/places/geocode.ts',
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/family/guardian-account.ts': [
      'functions/auth/cognito-client.ts',
      'functions/users/account-errors.ts',
      'functions/users/register-user.ts',
      'functions/users/user-item.ts',
      'functions/users/user-pool-accounts.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/family/guardian-invitations.ts': [
      'functions/auth/user-pool-auth.ts',
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/family/guardian-repository.ts': [
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/family/invitation-link.ts': [
      'functions/users/user-item.ts',
      'functions/users/user-repository.ts',
    ],
    'functions/family/invitation.ts': ['functions/users/user-item.ts'],
    'functions/family/post-confirmation.ts': ['functions/users/user-repository.ts'],
    'functions/family/routes/accept-guardian-invitation.ts': ['functions/auth/session-replies.ts'],
    'functions/family/routes/correct-guardian.ts': ['functions/users/user-item.ts'],
    'functions/family/routes/resend-guardian-invitation.ts': ['functions/users/user-item.ts'],
    'functions/family/tell-guardian.ts': ['functions/users/user-item.ts'],
    'functions/jobs/place-job-address.ts': ['functions/places/geocode.ts', 'functions/places/place-index.ts'],
    'functions/jobs/routes/create-job.ts': ['functions/users/user-repository.ts'],
    'functions/jobs/routes/search-jobs.ts': ['functions/places/geocode.ts'],
    'functions/users/account-errors.ts': ['functions/auth/cognito-client.ts'],
    'functions/users/register-user.ts': [
      'functions/auth/cognito-client.ts',
      'functions/auth/verification-cooldown.ts',
    ],
    'functions/users/routes/complete-social-sign-up.ts': ['functions/family/invitation.ts'],
    'functions/users/user-item.ts': ['functions/family/guardian-link.ts'],
    'functions/users/user-pool-accounts.ts': [
      'functions/account/pool-admin.ts',
      'functions/auth/app-client.ts',
      'functions/auth/cognito-client.ts',
    ],
  },
  circles: {
    'functions/account': [
      'functions/alerts',
      'functions/applications',
      'functions/auth',
      'functions/jobs',
      'functions/users',
    ],
    'functions/alerts': ['functions/jobs', 'functions/jobs/search', 'functions/users'],
    'functions/applications': ['functions/family', 'functions/jobs', 'functions/users'],
    'functions/auth': ['functions/users'],
    'functions/family': [
      'functions/applications',
      'functions/auth',
      'functions/jobs',
      'functions/jobs/search',
      'functions/users',
    ],
    'functions/jobs': ['functions/users'],
    'functions/users': ['functions/account', 'functions/auth', 'functions/family'],
  },
};

/**
 * TEMPORARY, goes with pendingDomainRestructure's circles: the schedule domain's imports of other
 * domains, and account's of reviews and moderation (below). Each runs left to right in the row of
 * docs/architecture.md (applications and family call the schedule, and account asks it to forget a
 * deleted person; the schedule calls jobs and users), so none closes a circle by itself: the circles
 * they appear in run back through the right-to-left imports listed above (users → family,
 * users → account → applications, family → applications). When those go, so does this.
 */
const closedOnlyThroughPendingImports = {
  'functions/applications': ['functions/schedule'],
  'functions/family': ['functions/schedule'],
  'functions/schedule': ['functions/jobs', 'functions/users'],
  // Account (first in the row) exports a person's reviews and moderation decisions and deletes the
  // reviews about a deleted student. The circles those two edges appear in all run back through
  // users → account; the reviews' and the desk's own imports all run left to right.
  'functions/account': ['functions/moderation', 'functions/reviews', 'functions/schedule'],
  'functions/moderation': [
    'functions/applications',
    'functions/auth',
    'functions/family',
    'functions/jobs',
    'functions/reviews',
    'functions/users',
  ],
  'functions/reviews': [
    'functions/applications',
    'functions/family',
    'functions/jobs',
    'functions/schedule',
    'functions/users',
  ],
};

/** The circles excused today: the pending ones, and those they close through the schedule. */
const excusedCircles = Object.fromEntries(
  [
    ...new Set([
      ...Object.keys(pendingDomainRestructure.circles),
      ...Object.keys(closedOnlyThroughPendingImports),
    ]),
  ].map((folder) => [
    folder,
    [...(pendingDomainRestructure.circles[folder] ?? []), ...(closedOnlyThroughPendingImports[folder] ?? [])],
  ]),
);

const innerFileComment =
  'A domain imports another domain only through its index.ts, its public face (DESIGN §3): the rest of ' +
  'its files are its own to change. Export what you need from that index.ts (create it if the domain ' +
  'has none yet), or move what two domains share into functions/lib or shared/.';

const domainCircleComment =
  'Domains stand in a row: imports between domain folders go one way only (docs/architecture.md), ' +
  'also when no single file closes the circle. Move what both sides need into the lower domain, ' +
  'functions/lib or shared/.';

/**
 * A circle between domain folders, by dependency-cruiser's folder graph. Severity 'ignore' here:
 * that graph draws an edge for every import of every file in a folder, and test files may use the
 * local stack in scripts/, which imports every domain, so with them any two domains would close a
 * circle. The second pass of `npm run lint:boundaries` (.dependency-cruiser-domains.cjs) runs these
 * rules as errors on the product code of functions/ alone.
 */
const domainCircleRules = [
  {
    name: 'domain-circle',
    comment: domainCircleComment,
    severity: 'ignore',
    scope: 'folder',
    from: {
      path: '^functions/(?!lib$)[^/]+$',
      pathNot: Object.keys(excusedCircles).map(exactly),
    },
    to: { circular: true, path: domainFolder },
  },
  ...Object.entries(excusedCircles).map(([folder, closing]) => ({
    name: 'domain-circle',
    comment: domainCircleComment,
    severity: 'ignore',
    scope: 'folder',
    from: { path: exactly(folder) },
    to: { circular: true, path: domainFolder, pathNot: closing.map(exactly) },
  })),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A web feature does not import another feature: what two features share moves to web/src/lib/, so ' +
        'each feature can change, move or lazy-load on its own.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'feature-imports-app',
      comment:
        'A web feature does not import web/src/app/ (the router and layout import features, not the other ' +
        'way round): move what a feature needs from app/ into web/src/lib/.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-lib-imports-feature',
      comment:
        'web/src/lib is what features share: it imports no feature and not web/src/app/, or moving shared ' +
        'code into lib would only hide the feature-to-feature import.',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'lib-imports-domain',
      comment:
        'functions/lib is the HTTP glue every function bundles: it does not import a domain ' +
        '(functions/<domain>/), or every function would carry that domain. Move the shared part into ' +
        'functions/lib or shared/.',
      severity: 'error',
      from: { path: '^functions/lib/' },
      to: { path: '^functions/(?!lib/)[^/]+/' },
    },
    {
      name: 'shared-imports-code',
      comment:
        'shared/ is what web, functions and infra all use (DESIGN §3): it imports none of them. Move what ' +
        'shared code needs into shared/. A test file beside shared code may import the code it is used by.',
      severity: 'error',
      from: { path: '^shared/', pathNot: testFile },
      to: { path: '^(functions|web|infra)/' },
    },
    {
      name: 'product-imports-scripts-or-test',
      comment:
        'Product code (functions/, shared/, web/, infra/) does not import scripts/ or test/: those are ' +
        'the local runner, benchmarks and test helpers, never deployed. A test file beside the code may ' +
        'use them; a helper for tests lives in test/support/.',
      severity: 'error',
      from: { path: '^(functions|shared|web|infra)/', pathNot: [testFile, buildTooling] },
      to: { path: '^(scripts|test)/' },
    },
    {
      name: 'domain-imports-inner-file',
      comment: innerFileComment,
      severity: 'error',
      from: { path: domainFile, pathNot: Object.keys(pendingDomainRestructure.innerFiles).map(exactly) },
      to: { path: '^functions/(?!lib/)[^/]+/', pathNot: ['^functions/$1/', publicFace] },
    },
    ...Object.entries(pendingDomainRestructure.innerFiles).map(([file, imported]) => ({
      name: 'domain-imports-inner-file',
      comment: innerFileComment,
      severity: 'error',
      from: { path: exactly(file) },
      to: {
        path: '^functions/(?!lib/)[^/]+/',
        pathNot: [`^${file.split('/').slice(0, 2).join('/')}/`, publicFace, ...imported.map(exactly)],
      },
    })),
    ...domainCircleRules,
    {
      name: 'no-circular',
      comment:
        'No import circles, type-only and lazy imports included: a circle makes load order matter ' +
        '(symbols undefined at start) and means two files are one module in disguise. Move what both ' +
        'need into a third file they both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|cdk\\.out|dist|\\.local|test-results|bench-results)/' },
    // Type-only imports count: a circle of types still ties two files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
