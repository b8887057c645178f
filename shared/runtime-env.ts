/**
 * Names of the environment variables the functions read. The CDK api stack sets them from its
 * resources; the local runner sets them from the local stack. Table names: see tableEnvVar (table-env.ts).
 */
export const runtimeEnv = {
  userPoolId: 'USER_POOL_ID',
  /** The functions' own app client (it has a secret, read at run time, never from the environment). */
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  /** The browser's app client: tokens it issued (Google sign-in) are refreshed and revoked with it. */
  webClientId: 'USER_POOL_WEB_CLIENT_ID',
  /**
   * The pool's hosted-UI base URL (`https://<domain>.auth.<region>.amazoncognito.com`; locally the
   * pool's own address): the auth function exchanges Google sign-in codes at its /oauth2/token.
   */
  oauthBaseUrl: 'OAUTH_BASE_URL',
  /** The notifications queue (shared/notifications/queues.ts): notify() sends each notification there. */
  notificationsQueueUrl: 'NOTIFICATIONS_QUEUE_URL',
  /** Prefix of the SES template names, so stages can share an account. */
  emailTemplatePrefix: 'EMAIL_TEMPLATE_PREFIX',
  emailFrom: 'EMAIL_FROM',
  emailConfigurationSet: 'EMAIL_CONFIGURATION_SET',
  supportEmail: 'SUPPORT_EMAIL',
  /** Public URL of the web app, for links in e-mails. */
  appUrl: 'APP_URL',
  placeIndexName: 'PLACE_INDEX_NAME',
  /**
   * The Secrets Manager name of the secret the site's proxy sends in ORIGIN_VERIFY_HEADER
   * (shared/origin-verify.ts). Secrets are read at run time (functions/lib/secrets.ts), never from
   * the environment.
   */
  originVerifySecretName: 'ORIGIN_VERIFY_SECRET_NAME',
  /**
   * The user pool's token issuer (`https://cognito-idp.<region>.amazonaws.com/<pool id>`, locally the
   * local pool's): the live connection's authorizer checks ID tokens against it itself, since a
   * WebSocket API has no JWT authorizer.
   */
  tokenIssuer: 'TOKEN_ISSUER',
  /** The Secrets Manager name of the key that signs links in e-mails (functions/lib/signed-token.ts). */
  linkSigningSecretName: 'LINK_SIGNING_SECRET_NAME',
  /**
   * The job pages function (functions/jobs/job-page-handler.ts): the stage's settings (AppConfig as
   * JSON, the same the site's /config.json holds) and the web build's frame it writes a job into, a
   * file of its own code package (infra/constructs/job-pages.ts).
   */
  siteConfig: 'SITE_CONFIG',
  jobPageTemplate: 'JOB_PAGE_TEMPLATE',
  /** The site's CloudFront distribution, whose job pages the jobs table's changes invalidate. */
  distributionId: 'DISTRIBUTION_ID',
  /**
   * The KMS key (id, ARN or alias) that signs work-history credentials; a comma-separated list puts
   * retired keys after it, still published so their credentials verify (key rotation).
   */
  credentialKeyIds: 'CREDENTIAL_KEY_IDS',
  /** The stage's name, as the dimension of the metrics a function publishes (the moderation queue's age). */
  stageName: 'STAGE_NAME',
} as const;
