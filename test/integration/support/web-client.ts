import { createHash, randomBytes } from 'node:crypto';
import { userPoolDefinition } from '../../../shared/auth/pool-definition';
import { PASSWORD, sessionOf } from './accounts';
import { api, stack } from './api';

/**
 * A Google sign-in's return leg, as the browser makes it: the hosted UI's authorization code with
 * PKCE (cognito-local's sign-in form stands in for Google's account chooser), then POST /token/google,
 * where the API exchanges it with the browser client's secret (the browser never holds a
 * refresh token). The ID token and the session cookie, as signIn gives them.
 */
export async function webClientTokens(email: string, password = PASSWORD) {
  const grant = await googleCode(email, password);
  const res = await api('exchangeGoogleCode', { body: grant });
  if (res.status !== 200)
    throw new Error(`POST /token/google answered ${res.status} ${JSON.stringify(res.body)}`);
  return { idToken: res.body.data.idToken as string, ...sessionOf(res) };
}

/** The hosted UI's code for the browser's client, and what exchanging it needs. */
export async function googleCode(email: string, password = PASSWORD) {
  const { cognitoUrl, appUrl, userPoolClientId } = stack();
  const codeVerifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const redirectUri = `${appUrl}${userPoolDefinition.webClient.callbackPath}`;
  const authorize = await fetch(`${cognitoUrl}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: userPoolClientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      scope: userPoolDefinition.webClient.oauthScopes.join(' '),
      username: email,
      password,
    }),
  });
  const code = new URL(authorize.headers.get('location') ?? 'x:/').searchParams.get('code');
  if (!code) throw new Error(`The hosted UI gave no code (${authorize.status})`);
  return { code, codeVerifier, redirectUri };
}
