import { createHash, randomBytes } from 'node:crypto';
import { userPoolDefinition } from '../../../shared/auth/pool-definition';
import { PASSWORD } from './accounts';
import { stack } from './api';

/**
 * Tokens the browser's app client gets, as the Google return page does: the hosted UI's
 * authorization code with PKCE, exchanged at /oauth2/token (cognito-local's sign-in form stands in
 * for Google's account chooser).
 */
export async function webClientTokens(email: string, password = PASSWORD) {
  const { cognitoUrl, appUrl, userPoolClientId } = stack();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
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
  const token = await fetch(`${cognitoUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: userPoolClientId,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const body = (await token.json()) as { id_token?: string; refresh_token?: string; access_token?: string };
  if (!body.id_token || !body.refresh_token)
    throw new Error(`No tokens from /oauth2/token (${token.status})`);
  return { idToken: body.id_token, refreshToken: body.refresh_token };
}
