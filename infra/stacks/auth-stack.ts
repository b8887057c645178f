import {
  ArnFormat,
  CfnOutput,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import {
  AccountRecovery,
  type CfnUserPoolClient,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  NumberAttribute,
  OAuthScope,
  ProviderAttribute,
  type StandardAttributesMask,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { userPoolDefinition as pool, ROLE_ATTRIBUTE } from '../../shared/auth/pool-definition';
import { notificationsQueueName } from '../../shared/notifications/queues';
import { MODERATORS_GROUP } from '../../shared/rules/moderation';
import { runtimeEnv } from '../../shared/runtime-env';
import { tableEnvVar } from '../../shared/table-env';
import { appUrl, type StageConfig, stackName } from '../config/stages';
import { NodeFunction } from '../constructs/node-function';
import { linkSigningSecretName } from '../constructs/origin-verify';
import { UserPoolWebAcl } from '../constructs/waf';

export interface AuthStackProps extends StackProps {
  readonly stage: StageConfig;
  /** Set when Cognito sends its codes through SES (stage.email.cognitoSendsWithSes). */
  readonly ses?: { readonly verifiedDomain?: string; readonly configurationSetName: string };
  /** The users table: the PostConfirmation trigger writes a verified teen's guardian invitation. */
  readonly users: ITable;
}

const standardMask: Record<string, keyof StandardAttributesMask> = {
  email: 'email',
  email_verified: 'emailVerified',
  given_name: 'givenName',
  family_name: 'familyName',
  phone_number: 'phoneNumber',
};

function clientAttributes(names: readonly string[]): ClientAttributes {
  const standard: StandardAttributesMask = Object.fromEntries(
    names.flatMap((name) => (standardMask[name] ? [[standardMask[name], true]] : [])),
  );
  const custom = names.filter((name) => name.startsWith('custom:'));
  return new ClientAttributes().withStandardAttributes(standard).withCustomAttributes(...custom);
}

/**
 * The Cognito user pool, its hosted-UI domain, Google federation and two app clients:
 * the browser's (code grant with PKCE and refresh only, no secret) and the functions' (the password
 * flows the API relays, with a secret), plus a pre-sign-up trigger that refuses password sign-ups
 * from any client but the functions'.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly functionsClient: UserPoolClient;
  readonly preSignUp: NodeFunction;
  /** Invites a verified teen's guardian, however the teen confirmed. */
  readonly postConfirmation: NodeFunction;
  readonly hostedUiDomain: UserPoolDomain;
  /** The moderators group: its members reach the moderation desk. */
  readonly moderators: CfnUserPoolGroup;
  /** Name the SPA passes as identity_provider, or null without Google. */
  readonly googleProviderName: string | null;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const attrs = pool.standardAttributes;
    const removalPolicy = stage.protection.retainOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    // No self sign-up outside our API: SignUp is public in Cognito, so the pool asks this trigger.
    this.preSignUp = new NodeFunction(this, 'PreSignUp', {
      name: 'auth',
      entry: 'auth/pre-sign-up.ts',
      logRetention: stage.monitoring.logRetentionDays,
      logRemovalPolicy: removalPolicy,
    });

    this.postConfirmation = this.guardianInvitationTrigger(stage, props.users, removalPolicy);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `NeighbourhoodJobs-${stage.name}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // The sign-up screen asks for a code (docs/spec/1-students-and-accounts.md §3), so Cognito mails a code, not a link.
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your Neighbourhood Jobs verification code',
        emailBody: 'Welcome to Neighbourhood Jobs! Your verification code is {####}',
      },
      // A changed e-mail stays unverified until confirmed, so the old address keeps working until then.
      keepOriginal: { email: true },
      standardAttributes: {
        email: attrs.email,
        givenName: attrs.given_name,
        familyName: attrs.family_name,
        phoneNumber: attrs.phone_number,
      },
      customAttributes: {
        [ROLE_ATTRIBUTE]: new NumberAttribute({
          min: pool.customAttributes[ROLE_ATTRIBUTE].min,
          max: pool.customAttributes[ROLE_ATTRIBUTE].max,
          mutable: pool.customAttributes[ROLE_ATTRIBUTE].mutable,
        }),
      },
      passwordPolicy: {
        minLength: pool.passwordPolicy.minLength,
        requireLowercase: pool.passwordPolicy.requireLowercase,
        requireUppercase: pool.passwordPolicy.requireUppercase,
        requireDigits: pool.passwordPolicy.requireDigits,
        requireSymbols: pool.passwordPolicy.requireSymbols,
        tempPasswordValidity: Duration.days(pool.passwordPolicy.temporaryPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Plus: compromised-credential checks and adaptive authentication for an audience of teenagers.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode:
        stage.auth.threatProtection === 'enforced'
          ? StandardThreatProtectionMode.FULL_FUNCTION
          : StandardThreatProtectionMode.AUDIT_ONLY,
      email: stage.email.cognitoSendsWithSes
        ? UserPoolEmail.withSES({
            fromEmail: stage.email.senderAddress,
            fromName: stage.email.senderName,
            replyTo: stage.supportMailbox,
            sesRegion: stage.region,
            sesVerifiedDomain: props.ses?.verifiedDomain,
            configurationSetName: props.ses?.configurationSetName,
          })
        : UserPoolEmail.withCognito(stage.supportMailbox),
      deletionProtection: stage.protection.deletionProtection,
      removalPolicy,
      lambdaTriggers: { preSignUp: this.preSignUp.fn, postConfirmation: this.postConfirmation.fn },
    });
    // The trigger finds the functions' client by name (ListUserPoolClients returns no secrets). A
    // policy of its own, outside the role's default policy that the function depends on: the pool
    // already depends on the function, so the function must not depend on the pool.
    const triggerRole = this.preSignUp.fn.role;
    if (!triggerRole) throw new Error('The pre-sign-up trigger has no role');
    new Policy(this, 'PreSignUpReadsClients', {
      roles: [triggerRole],
      statements: [
        new PolicyStatement({
          actions: ['cognito-idp:ListUserPoolClients'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'The specification signs users in with e-mail and password only; MFA is not part of the product. ' +
        'Plus-plan threat protection (adaptive authentication, compromised-credential checks) covers risky sign-ins: ' +
        "the API signs in through the functions' own client and passes each viewer's IP (and a device " +
        'fingerprint when the browser sends one) as UserContextData, so Cognito scores the person, not the ' +
        'function; WAF rate-limits sign-in per IP.',
    });

    // The moderation desk's members (cognito:groups in their tokens). Only the operator command
    // (`npm run moderators`) adds anyone: no app client, trigger or route can.
    this.moderators = new CfnUserPoolGroup(this, 'ModeratorsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: MODERATORS_GROUP,
      description: 'The moderation desk: only the operator command adds members.',
    });

    this.hostedUiDomain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: stage.auth.domainPrefix },
    });

    const google = stage.auth.google
      ? new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: stage.auth.google.clientId,
          // A dynamic reference: CloudFormation resolves it at deploy, the template never holds the secret.
          clientSecretValue: SecretValue.secretsManager(stage.auth.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        })
      : undefined;
    this.googleProviderName = google ? pool.googleProviderName : null;

    const origins = [...(stage.domain ? [appUrl(stage)] : []), ...stage.auth.localCallbackOrigins];
    const callbackUrls = origins.map((origin) => `${origin}${pool.webClient.callbackPath}`);
    const logoutUrls = origins.map((origin) => `${origin}/`);
    const validity = pool.webClient.tokenValidity;

    // What both app clients share: the same attributes, no user-existence hints, revocable tokens
    // with the pool definition's lifetimes (15-minute ID and access tokens), refresh tokens that rotate
    // on every use (GetTokensFromRefreshToken), and a secret only the API holds.
    const clientSettings = {
      readAttributes: clientAttributes(pool.webClient.readAttributes),
      writeAttributes: clientAttributes(pool.webClient.writeAttributes),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(validity.accessMinutes),
      idTokenValidity: Duration.minutes(validity.idMinutes),
      refreshTokenValidity: Duration.days(validity.refreshDays),
      refreshTokenRotationGracePeriod: Duration.seconds(
        pool.webClient.refreshTokenRotation.retryGraceSeconds,
      ),
    };
    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      // The browser never holds the secret: the API exchanges the Google code (POST /token/google),
      // so the public client id alone can make no call behind the API. PKCE
      // still binds the code to the tab that asked for it. No password flow: passwords go through
      // the API and its own client below.
      generateSecret: pool.webClient.generateSecret,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: pool.webClient.oauthScopes.map((scope) => OAuthScope.custom(scope)),
        callbackUrls,
        logoutUrls,
      },
      // Google only: the hosted UI's own password form would be a sign-in (and sign-up page) beside the
      // API's rules. Without Google the client keeps the Cognito provider, as it needs one.
      supportedIdentityProviders: google
        ? [UserPoolClientIdentityProvider.GOOGLE]
        : [UserPoolClientIdentityProvider.COGNITO],
      ...clientSettings,
    });
    if (google) this.webClient.node.addDependency(google);
    // With no flow given, Cognito would allow SRP and custom auth by default: only refresh, explicitly.
    (this.webClient.node.defaultChild as CfnUserPoolClient).explicitAuthFlows = [
      ...pool.webClient.explicitAuthFlows,
    ];

    this.functionsClient = this.userPool.addClient('FunctionsClient', {
      userPoolClientName: pool.functionsClient.name,
      // Proves every sign-up, sign-in, code and refresh call came from our functions; they read it at
      // run time with DescribeUserPoolClient, so it is in no template, output or environment variable.
      generateSecret: true,
      // USER_PASSWORD_AUTH (the API's sign-in relays the password); refresh rotates, so CDK leaves
      // ALLOW_REFRESH_TOKEN_AUTH out.
      authFlows: { userPassword: true },
      disableOAuth: true,
      // SignUp writes the attributes through this client; the role only by admin call.
      ...clientSettings,
    });

    // Cognito's own endpoints are reachable without CloudFront: a regional WAF of their own.
    new UserPoolWebAcl(this, 'UserPoolWaf', {
      name: `NeighbourhoodJobs-${stage.name}-user-pool`,
      userPoolArn: this.userPool.userPoolArn,
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'WebClientId', { value: this.webClient.userPoolClientId });
    new CfnOutput(this, 'FunctionsClientId', { value: this.functionsClient.userPoolClientId });
    new CfnOutput(this, 'HostedUiUrl', { value: this.hostedUiDomain.baseUrl() });
  }

  /**
   * The PostConfirmation trigger (functions/family/post-confirmation.ts): it reads the teen's profile,
   * writes the invitation on it, signs its link and queues the mail. The notifications queue and the
   * link-signing key belong to the API stack, which depends on this one: they are named by their
   * stage's fixed names here (no cross-stack reference, which would be a cycle).
   */
  private guardianInvitationTrigger(stage: StageConfig, users: ITable, removalPolicy: RemovalPolicy) {
    const stack = Stack.of(this);
    const queueName = notificationsQueueName(stackName(stage, 'Api'));
    const queueArn = stack.formatArn({ service: 'sqs', resource: queueName });
    const secretName = linkSigningSecretName(stage);
    const trigger = new NodeFunction(this, 'PostConfirmation', {
      name: 'family',
      entry: 'family/post-confirmation.ts',
      logRetention: stage.monitoring.logRetentionDays,
      logRemovalPolicy: removalPolicy,
      environment: {
        [tableEnvVar.users]: users.tableName,
        [runtimeEnv.appUrl]: appUrl(stage),
        [runtimeEnv.notificationsQueueUrl]: `https://sqs.${stack.region}.${stack.urlSuffix}/${stack.account}/${queueName}`,
        [runtimeEnv.linkSigningSecretName]: secretName,
      },
    });
    trigger.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [users.tableArn],
      }),
    );
    trigger.fn.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queueArn] }));
    trigger.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        // Secrets Manager appends six random characters to a secret's ARN.
        resources: [
          stack.formatArn({
            service: 'secretsmanager',
            resource: 'secret',
            resourceName: `${secretName}-??????`,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    return trigger;
  }
}
