import { getCredentialKeys as contract } from '../../../shared/contracts/credentials';
import { defineRoute } from '../../lib/http-handler';
import { publicKeys } from '../credential-keys';

/**
 * GET /.well-known/jwks.json (public): the public keys work-history credentials are signed with, for
 * any verifier (jose's createRemoteJWKSet, a wallet). Cached briefly: a new key comes with a deploy.
 */
export const getCredentialKeys = defineRoute(contract, {
  async handle() {
    return { body: await publicKeys(), headers: { 'cache-control': 'public, max-age=300' } };
  },
});
