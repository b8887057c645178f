import { beforeAll, describe, expect, it } from 'vitest';
import { jobMessages as m } from '../../shared/rules/job-form';
import { employerJobResponseSchema, publicJobSchema } from '../../shared/schemas/job';
import { api } from './support/api';
import { jobBody, newEmployer, postJob, storedJob, storedJobsOf, type TestCaller } from './support/jobs';

/*
 * A job's kind (issue 20): chosen on the post form, stored, returned to the public and to its employer,
 * editable; a job posted without one (the spec's client) gets the kind its title gives away.
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
    const read = await api('GET', `/job/${job.entity}`);
    expect(read.status).toBe(200);
    expect(publicJobSchema.parse(read.body).data.kind).toBe('lawnMowing');
  });

  it('is guessed from the title when the body has none, "other" when the title gives nothing away', async () => {
    const { kind: _, ...withoutKind } = jobBody({ title: 'Weekend babysitter needed' });
    const guessed = await api('POST', '/job', { token: owner.token, body: withoutKind });
    expect(guessed.status, JSON.stringify(guessed.body)).toBe(201);
    expect(guessed.body.job.data.kind).toBe('babysitting');
    const other = await postJob(owner, { title: 'Paint the fence' });
    expect(other.data.kind).toBe('other');
  });

  it('an unknown kind is a 400 with the form’s message and writes nothing', async () => {
    const before = (await storedJobsOf(owner.userId)).length;
    for (const kind of ['chimneySweeping', '', null, 3, 'DogWalking']) {
      const res = await api('POST', '/job', { token: owner.token, body: jobBody({ kind }) });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.kind).toBe(m.kind);
    }
    expect(await storedJobsOf(owner.userId)).toHaveLength(before);
  });

  it('can be changed on edit; an edit without a kind keeps it', async () => {
    const job = await postJob(owner, { kind: 'dogWalking' });
    const edit = (extra: Record<string, unknown>) =>
      api('PUT', `/job/${job.entity}`, {
        token: owner.token,
        body: {
          description: job.data.description,
          startDate: job.data.startDate,
          endDate: job.data.endDate,
          price: job.data.price,
          priceType: job.data.priceType,
          ...extra,
        },
      });
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
