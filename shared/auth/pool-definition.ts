/**
 * The Cognito user pool's shape, in one place: the CDK auth stack builds the real pool from it and the
 * local runner creates the cognito-local pool from it, so a laptop and AWS agree on attribute names,
 * the password rules and which attributes a browser may write.
 */

/**
 * Roles as stored in the pool's custom attribute (DESIGN §1). A guardian is a teen's
 * confirmed parent: the account is made from the invitation link, never through POST /user.
 */
export const ROLES = { student: 1, employer: 2, guardian: 3 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

/** Name of the custom attribute, as declared on the pool (Cognito adds the `custom:` prefix). */
export const ROLE_ATTRIBUTE = 'role';
/** How the role appears in tokens and in Admin* attribute lists. */
export const ROLE_CLAIM = `custom:${ROLE_ATTRIBUTE}`;

/*
 * What the browser's Google sign-in needs, as constants of their own: reading them from the definition
 * below bundled the whole definition into the chunk that every page loads (initial JS).
 */
/** Where the hosted UI returns after Google sign-in (authorization code + PKCE). */
export const GOOGLE_CALLBACK_PATH = '/auth/google';
/** Never `aws.cognito.signin.user.admin`: it would let a user edit their own attributes via OAuth. */
export const OAUTH_SCOPES = ['openid', 'email', 'profile'] as const;

/** Standard attributes, named as in tokens and Admin* calls. */
export type StandardAttributeName = 'email' | 'given_name' | 'family_name' | 'phone_number';

export const userPoolDefinition = {
  roleAttribute: ROLE_ATTRIBUTE,
  roleClaim: ROLE_CLAIM,
  /** Users sign in with their e-mail address; it is also their username. */
  usernameAttribute: 'email',
  autoVerifiedAttributes: ['email'],
  /**
   * Only e-mail is required: a Google account may lack a family name or phone number, and a required
   * attribute can never be relaxed on an existing pool. The API validates the rest.
   */
  standardAttributes: {
    email: { required: true, mutable: true },
    given_name: { required: false, mutable: true },
    family_name: { required: false, mutable: true },
    phone_number: { required: false, mutable: true },
  },
  /**
   * Mutable only so the backend can set it once for a federated user after sign-up (POST /user/social);
   * no app client may write it, so a user can never promote themselves.
   *
   * The name and bounds are written out, not read from ROLE_ATTRIBUTE and ROLES (`satisfies` holds them
   * equal): esbuild keeps an object with a computed key or a property read even where nothing uses it,
   * and then every function that needs only ROLES bundled this whole definition.
   */
  customAttributes: {
    role: {
      type: 'Number',
      min: 1,
      max: 3,
      mutable: true,
    } satisfies { type: 'Number'; min: typeof ROLES.student; max: typeof ROLES.guardian; mutable: boolean },
  } satisfies Record<typeof ROLE_ATTRIBUTE, unknown>,
  passwordPolicy: {
    minLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: true,
    temporaryPasswordValidityDays: 7,
  },
  webClient: {
    /** What the SPA may read from the pool: everything it shows, including the role. */
    readAttributes: ['email', 'email_verified', 'given_name', 'family_name', 'phone_number', ROLE_CLAIM],
    /**
     * What a user may change about themselves. Google's attribute mapping also writes through the
     * client, so these must cover the mapped attributes. Never the role.
     */
    writeAttributes: ['email', 'given_name', 'family_name', 'phone_number'] satisfies StandardAttributeName[],
    /**
     * No password flow: a browser signs in through our API (the functions' client) or with Google
     * (code grant + PKCE, the code exchanged by the API). Refresh goes through
     * GetTokensFromRefreshToken (rotation), which needs no flow; Cognito refuses
     * ALLOW_REFRESH_TOKEN_AUTH on a rotating client. Custom auth is listed because an empty list means
     * Cognito's defaults (SRP too), and it cannot complete: the pool has no custom-auth triggers, and
     * the client's secret is the API's alone.
     */
    explicitAuthFlows: ['ALLOW_CUSTOM_AUTH'],
    /**
     * A secret: with the public client id alone, nobody can call ConfirmSignUp,
     * ResendConfirmationCode or ForgotPassword behind the API's limits and rules, or use the token
     * endpoint. The API holds it (read with DescribeUserPoolClient) and exchanges Google codes.
     */
    generateSecret: true,
    oauthScopes: OAUTH_SCOPES,
    callbackPath: GOOGLE_CALLBACK_PATH,
    /**
     * ID and access tokens last 15 minutes, so a session ended elsewhere (sign-out, a
     * password reset) dies within 15 minutes in every tab. Both clients use these.
     */
    tokenValidity: { accessMinutes: 15, idMinutes: 15, refreshDays: 30 },
    /**
     * Refresh tokens rotate on every refresh. The old one keeps working for a minute (Cognito's most),
     * so a refresh whose answer was lost (the page was left mid-request, a phone's signal dropped) can
     * be sent again; the API takes it back only until its successor is used, and a copy that comes
     * back later ends its whole session (functions/auth/sessions.ts). Both clients rotate.
     */
    refreshTokenRotation: { retryGraceSeconds: 60 },
  },
  /**
   * The functions' own client: the password flows the API relays, with a secret, so the
   * public web client id alone cannot sign anyone up or in behind the API's back. No OAuth.
   */
  functionsClient: {
    /** Also how the pre-sign-up trigger finds it among the pool's clients (functions/auth/pre-sign-up.ts). */
    name: 'functions',
    explicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
  },
  /** Identity provider name the SPA passes to /oauth2/authorize. */
  googleProviderName: 'Google',
} as const;
