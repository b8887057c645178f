import { createLocalJWKSet, jwtVerify } from 'jose';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../shared/routes';
import { api, callPath, stack } from './support/api';
import { completeJob } from './support/completed-job';
import { type Actor, demoActor, newEmployer, newStudent } from './support/marketplace';
import { act, newModerator, reportJobAs } from './support/moderation';
import { dayAhead, hire } from './support/schedule';

/*
 * The verified work history over HTTP: the list, JSON Resume, and the Open Badges 3.0 credential,
 * checked by a library we did not write (jose) against the keys the API publishes, failing after any
 * change; the public check on /credentials/verify; and a credential whose job our moderators removed,
 * reported as revoked. The demo student's two completed jobs come from the seed.
 */

let student: Pick<Actor, 'token' | 'userId' | 'email'>;
const PDF_EXPORT = `${routePath('exportWorkHistory')}?format=pdf`;

beforeAll(async () => {
  student = await demoActor('student@example.com');
});

const exportAs = async (format: string) => {
  const res = await api('exportWorkHistory', { token: student.token, query: { format } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};

/** A route's answer as bytes (the PDF), through the same front door as every other call. */
async function rawBytes(path: string): Promise<ArrayBuffer> {
  const res = await fetch(`${stack().apiUrl}${path}`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  expect(res.status).toBe(200);
  return res.arrayBuffer();
}

const publishedKeys = async () => {
  const res = await callPath('GET', routePath('getCredentialKeys'));
  expect(res.status).toBe(200);
  return createLocalJWKSet(res.body);
};

/** The credential with one character of a part changed. */
function changed(jwt: string, part: 0 | 1 | 2): string {
  const parts = jwt.split('.');
  const text = parts[part] ?? '';
  const i = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, i)}${text[i] === 'A' ? 'B' : 'A'}${text.slice(i + 1)}`;
  return parts.join('.');
}

describe('the work history', () => {
  it('lists the student’s completed jobs, newest first, and exports them as JSON Resume', async () => {
    const res = await api('getWorkHistory', { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.jobs.length).toBeGreaterThanOrEqual(2);
    const months = res.body.jobs.map((job: { month: string }) => job.month);
    expect(months).toEqual([...months].sort().reverse());
    // The older demo job was reviewed both ways: its employer said they would hire again.
    expect(
      res.body.jobs.filter((job: { wouldHireAgain: boolean | null }) => job.wouldHireAgain),
    ).toHaveLength(1);
    const resume = await exportAs('json-resume');
    expect(resume.headers.get('content-disposition')).toContain('attachment');
    expect(resume.body.basics.name).toEqual(expect.any(String));
    expect(resume.body.work).toHaveLength(res.body.jobs.length);
    expect(resume.body.work[0]).toMatchObject({
      name: res.body.jobs[0].employer,
      position: res.body.jobs[0].title,
      startDate: res.body.jobs[0].month,
    });
  });

  it('exports a one-page PDF, made on the server, that a PDF library reads', async () => {
    const res = await callPath('GET', PDF_EXPORT, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('work-history.pdf');
    const bytes = Buffer.from(await rawBytes(PDF_EXPORT));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain('Work history');
  });

  it('holds a job once the schedule completes it (the hours confirmed), with those hours, and not before', async () => {
    const [worker, employer] = await Promise.all([newStudent('Ines'), newEmployer('Hal')]);
    // One job hired and not done yet, one done and confirmed: only the second is work history.
    const booked = await hire(employer, worker, { startDate: dayAhead(3) });
    const done = await completeJob(employer, worker);
    const res = await api('getWorkHistory', { token: worker.token });
    expect(res.status).toBe(200);
    const ids = res.body.jobs.map((job: { applicationId: string }) => job.applicationId);
    expect(ids).toEqual([done.applicationId]);
    expect(ids).not.toContain(booked.applicationId);
    expect(res.body.jobs[0]).toMatchObject({ hours: 1, month: done.day.slice(0, 7), kind: 'Dog walking' });
  });

  it('is a student’s own: another student’s is their own (empty here)', async () => {
    const other = await newStudent('Noor');
    const res = await api('getWorkHistory', { token: other.token });
    expect(res.body).toEqual({ jobs: [] });
  });
});

describe('the credential', () => {
  it('verifies with jose against /.well-known/jwks.json, as an Open Badges 3.0 credential, and fails after any change', async () => {
    const { credential } = (await exportAs('credential')).body as { credential: string };
    const keys = await publishedKeys();
    const { payload, protectedHeader } = await jwtVerify(credential, keys, { algorithms: ['ES256'] });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(payload).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { id: `urn:uuid:${student.userId}`, type: ['AchievementSubject'] },
      sub: `urn:uuid:${student.userId}`,
    });
    expect((payload.evidence as unknown[]).length).toBeGreaterThanOrEqual(2);
    for (const part of [0, 1, 2] as const) {
      await expect(jwtVerify(changed(credential, part), keys), `part ${part}`).rejects.toThrow();
    }
    // A payload rewritten whole (a job added) and re-encoded is refused too.
    const [header, body, signature] = credential.split('.');
    const forged = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8'));
    forged.evidence.push({ id: 'urn:uuid:00000000-0000-4000-8000-000000000000', name: 'CEO' });
    const rewritten = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    await expect(jwtVerify(rewritten, keys)).rejects.toThrow();
  });

  it('is checked on /credentials/verify: valid and whole, and not valid once changed', async () => {
    const { credential } = (await exportAs('credential')).body as { credential: string };
    const good = await api('verifyCredential', { body: { credential } });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ valid: true, revoked: false, subject: { name: expect.any(String) } });
    expect(good.body.jobs.every((job: { revoked: boolean }) => !job.revoked)).toBe(true);
    const bad = await api('verifyCredential', { body: { credential: changed(credential, 1) } });
    expect(bad.body).toMatchObject({ valid: false, revoked: false, subject: null, jobs: [] });
    const junk = await api('verifyCredential', { body: { credential: 'not a credential' } });
    expect(junk.status).toBe(400);
  });

  it('reports a credential as revoked once our moderators removed one of its jobs', async () => {
    // A student and job of its own: hiding one of the demo student's jobs would change the demo data
    // that other files read at the same time.
    const [worker, employer] = await Promise.all([newStudent('Wren'), newEmployer('Pat')]);
    const removed = await completeJob(employer, worker);
    const issued = await api('exportWorkHistory', { token: worker.token, query: { format: 'credential' } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const { credential } = issued.body as { credential: string };
    const moderator = await newModerator('Vic');
    const reportId = await reportJobAs(await newStudent('Zoe'), removed.jobId, 'money', 'A scam.');
    await act(moderator, reportId, 'hide', 'scam', 'Took deposits from students.');
    const res = await api('verifyCredential', { body: { credential } });
    expect(res.body).toMatchObject({ valid: true, revoked: true });
    expect(res.body.jobs.find((job: { jobId: string }) => job.jobId === removed.jobId)).toMatchObject({
      revoked: true,
    });
    // The removed job leaves the work history itself.
    const after = await api('getWorkHistory', { token: worker.token });
    expect(after.body.jobs.map((job: { jobId: string }) => job.jobId)).not.toContain(removed.jobId);
  });
});
