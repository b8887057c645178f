import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import { verifyCredential as contract } from '../../../shared/contracts/credentials';
import { CREDENTIAL_ALG, jobIdOfUrn } from '../../../shared/rules/credential';
import { runtimeEnv } from '../../../shared/runtime-env';
import type { VerifyCredentialResponse } from '../../../shared/schemas/work-history';
import { findJob } from '../../jobs';
import { defineRoute } from '../../lib/http-handler';
import { publicKeys } from '../credential-keys';

const notValid = (reason: string): VerifyCredentialResponse => ({
  valid: false,
  revoked: false,
  subject: null,
  jobs: [],
  issuedAt: null,
  reason,
});

interface Evidence {
  id?: unknown;
  name?: unknown;
  description?: unknown;
}

/**
 * POST /credentials/verify (public): checks a work-history credential with jose against our own
 * published keys (signature, ES256 only, issuer, validity period), then asks each job whether our
 * moderators removed it since (revoked). Any change to the credential breaks its signature. Always a
 * 200 with the verdict: a credential that does not verify is an answer, not an error.
 */
export const verifyCredential = defineRoute(contract, {
  async handle({ body }) {
    const keys = createLocalJWKSet(await publicKeys());
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(body.credential, keys, {
        algorithms: [CREDENTIAL_ALG],
        issuer: (process.env[runtimeEnv.appUrl] ?? '').replace(/\/+$/, ''),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { body: notValid('This credential has expired.') };
      return {
        body: notValid('This is not a credential we issued, or it was changed after we signed it.'),
      };
    }
    const evidence = Array.isArray(payload.evidence) ? (payload.evidence as Evidence[]) : [];
    const jobs = await Promise.all(
      evidence.map(async (item) => {
        const jobId = jobIdOfUrn(item.id) ?? '';
        const job = jobId ? await findJob(jobId) : undefined;
        return {
          jobId,
          title: String(item.name ?? ''),
          summary: String(item.description ?? ''),
          revoked: !job || Boolean(job.hiddenAt),
        };
      }),
    );
    const subject = payload.credentialSubject as { name?: unknown } | undefined;
    const nbf = typeof payload.nbf === 'number' ? new Date(payload.nbf * 1000).toISOString() : null;
    return {
      body: {
        valid: true,
        revoked: jobs.some((job) => job.revoked),
        subject: { name: String(subject?.name ?? '') },
        jobs,
        issuedAt: nbf,
      } satisfies VerifyCredentialResponse,
    };
  },
});
