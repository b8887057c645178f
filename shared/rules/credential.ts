/*
 * The work history's Open Badges 3.0 credential (a W3C Verifiable Credential), secured as a JWT
 * (OB 3.0 §8.2, VC-JOSE): the payload is the credential itself, with `iss`, `jti`, `sub` and `nbf`
 * from its issuer, id, subject and validFrom. Each completed job is a piece of evidence, named by the
 * job's id (`urn:uuid:<job id>`), so a verifier can ask whether our moderators removed it since.
 */

export const CREDENTIAL_CONTEXTS = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
] as const;
export const CREDENTIAL_TYPES = ['VerifiableCredential', 'OpenBadgeCredential'] as const;
/** The JOSE header's algorithm: ECDSA P-256 with SHA-256 (the KMS key's ECDSA_SHA_256). */
export const CREDENTIAL_ALG = 'ES256';
/** How long a credential is valid: a year, then the student exports a fresh one. */
export const CREDENTIAL_VALID_DAYS = 365;

export interface CredentialJob {
  jobId: string;
  title: string;
  /** "Dog walking · June 2026 · 6 hours · Would hire again". */
  summary: string;
}

export const jobUrn = (jobId: string) => `urn:uuid:${jobId}`;
export const jobIdOfUrn = (urn: unknown): string | null =>
  typeof urn === 'string' && urn.startsWith('urn:uuid:') ? urn.slice('urn:uuid:'.length) : null;

/** The credential's claims (the JWT payload), for a site, a student and their completed jobs. */
export function credentialClaims(input: {
  siteUrl: string;
  credentialId: string;
  studentId: string;
  studentName: string;
  jobs: readonly CredentialJob[];
  issuedAt: Date;
}) {
  const site = input.siteUrl.replace(/\/+$/, '');
  const validFrom = input.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const validUntil = new Date(input.issuedAt.getTime() + CREDENTIAL_VALID_DAYS * 86_400_000)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
  const id = `urn:uuid:${input.credentialId}`;
  const subject = `urn:uuid:${input.studentId}`;
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id,
    type: [...CREDENTIAL_TYPES],
    name: 'Verified work history',
    issuer: { id: site, type: ['Profile'], name: 'Neighbourhood Jobs', url: site },
    validFrom,
    validUntil,
    credentialSubject: {
      id: subject,
      type: ['AchievementSubject'],
      name: input.studentName,
      achievement: {
        id: `${site}/achievements/work-history`,
        type: ['Achievement'],
        name: 'Neighbourhood Jobs work history',
        description:
          'Local jobs completed through Neighbourhood Jobs, each with hours the employer confirmed.',
        criteria: { narrative: 'Each job listed was completed: its employer confirmed the hours worked.' },
      },
    },
    evidence: input.jobs.map((job) => ({
      id: jobUrn(job.jobId),
      type: ['Evidence'],
      name: job.title,
      description: job.summary,
    })),
    iss: site,
    jti: id,
    sub: subject,
    nbf: Math.floor(input.issuedAt.getTime() / 1000),
    exp: Math.floor(Date.parse(validUntil) / 1000),
  };
}
export type CredentialClaims = ReturnType<typeof credentialClaims>;
