import { beforeAll, describe, expect, it } from 'vitest';
import { jobMessages as m } from '../../shared/rules/job-form';
import { employerJobResponseSchema, publicJobSchema } from '../../shared/schemas/job';
import { api } from './support/api';
import {
  editJob,
  jobBody,
  newEmployer,
  postJob,
  storedJob,
  storedJobsOf,
  type TestCaller,
} from './support/jobs';

/*
 * A job's kind: chosen on the post form, stored, returned to the public and to its employer,
 * editable; a job posted without one (the spec's client) is "other".
 */

let owner: TestCaller;

beforeAll(async () => {
  owner = await newEmployer();
});

describe('the kind of a job', () => {
  it('is stored as chosen and returned in the employer and public job', async () => {
    const job = await postJob(owner, { title: 'Help in the garden', kind: 'lawnMowing' });
    expect(employerJobResponseSchema.shape.job.parse(job).data.kind).toBe('lawnMowing');
    expect((await storedJob(job.entity))?.kind).toBe('lawnMowing');
    const read = await api('getJob', { params: { id: job.entity } });
    expect(read.status).toBe(200);
    expect(publicJobSchema.parse(read.body).data.kind).toBe('lawnMowing');
  });

  it('is "other" when the body has none (the spec’s client knows no kinds)', async () => {
    const res = await api('createJob', {
      token: owner.token,
      body: jobBody({ title: 'Weekend babysitter' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.job.data.kind).toBe('other');
  });

  it('an unknown kind is a 400 with the form’s message and writes nothing', async () => {
    const before = (await storedJobsOf(owner.userId)).length;
    for (const kind of ['chimneySweeping', '', null, 3, 'DogWalking']) {
      const res = await api('createJob', { token: owner.token, body: jobBody({ kind }) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.kind).toBe(m.kind);
    }
    expect(await storedJobsOf(owner.userId)).toHaveLength(before);
  });

  it('can be changed on edit; an edit without a kind keeps it', async () => {
    const job = await postJob(owner, { kind: 'dogWalking' });
    const edit = (changes: Record<string, unknown>) => editJob(owner, job, changes);
    const changed = await edit({ kind: 'petSitting' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.job.data.kind).toBe('petSitting');
    const kept = await edit({ description: 'Walk and feed our friendly labrador.' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.job.data.kind).toBe('petSitting');
    const refused = await edit({ kind: 'spaceWalking' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.kind).toBe(m.kind);
    expect((await storedJob(job.entity))?.kind).toBe('petSitting');
  });
});
