import type {
  CreateUserPoolClientCommandInput,
  CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolDefinition as def, ROLE_ATTRIBUTE } from '../../shared/auth/pool-definition';

/** Token lifetimes as the CDK sets them on both clients, so local tokens expire when AWS's would. */
const tokenValidity = {
  IdTokenValidity: def.webClient.tokenValidity.idMinutes,
  AccessTokenValidity: def.webClient.tokenValidity.accessMinutes,
  RefreshTokenValidity: def.webClient.tokenValidity.refreshDays,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
  // cognito-local-sessions.cjs rotates refresh tokens as Cognito does with this setting.
  RefreshTokenRotation: {
    Feature: 'ENABLED',
    RetryGracePeriodSeconds: def.webClient.refreshTokenRotation.retryGraceSeconds,
  },
} satisfies Partial<CreateUserPoolClientCommandInput>;

/**
 * The cognito-local pool and its two app clients, translated from the definition the CDK auth stack
 * uses: the browser's (code grant with PKCE, no password flow) and the functions' (the password
 * flow), each with a secret and rotating refresh tokens.
 */
export const localUserPool = {
  pool: {
    PoolName: 'nj-local-users',
    UsernameAttributes: [def.usernameAttribute],
    AutoVerifiedAttributes: [...def.autoVerifiedAttributes],
    Policies: {
      PasswordPolicy: {
        MinimumLength: def.passwordPolicy.minLength,
        RequireLowercase: def.passwordPolicy.requireLowercase,
        RequireUppercase: def.passwordPolicy.requireUppercase,
        RequireNumbers: def.passwordPolicy.requireDigits,
        RequireSymbols: def.passwordPolicy.requireSymbols,
        TemporaryPasswordValidityDays: def.passwordPolicy.temporaryPasswordValidityDays,
      },
    },
    Schema: [
      ...Object.entries(def.standardAttributes).map(([Name, a]) => ({
        Name,
        AttributeDataType: 'String' as const,
        Required: a.required,
        Mutable: a.mutable,
      })),
      {
        Name: ROLE_ATTRIBUTE,
        AttributeDataType: 'Number' as const,
        Mutable: def.customAttributes[ROLE_ATTRIBUTE].mutable,
        NumberAttributeConstraints: {
          MinValue: String(def.customAttributes[ROLE_ATTRIBUTE].min),
          MaxValue: String(def.customAttributes[ROLE_ATTRIBUTE].max),
        },
      },
    ],
  } satisfies CreateUserPoolCommandInput,

  webClient(appUrl: string): Omit<CreateUserPoolClientCommandInput, 'UserPoolId'> {
    return {
      ClientName: 'nj-local-web',
      GenerateSecret: def.webClient.generateSecret,
      ExplicitAuthFlows: [...def.webClient.explicitAuthFlows],
      EnableTokenRevocation: true,
      ...tokenValidity,
      ReadAttributes: [...def.webClient.readAttributes],
      WriteAttributes: [...def.webClient.writeAttributes],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: [...def.webClient.oauthScopes],
      CallbackURLs: [`${appUrl}${def.webClient.callbackPath}`],
      SupportedIdentityProviders: ['COGNITO', def.googleProviderName],
    };
  },

  functionsClient(): Omit<CreateUserPoolClientCommandInput, 'UserPoolId'> {
    return {
      ClientName: def.functionsClient.name,
      GenerateSecret: true,
      ExplicitAuthFlows: [...def.functionsClient.explicitAuthFlows],
      EnableTokenRevocation: true,
      ...tokenValidity,
      ReadAttributes: [...def.webClient.readAttributes],
      WriteAttributes: [...def.webClient.writeAttributes],
      AllowedOAuthFlowsUserPoolClient: false,
    };
  },
};
