import { describe, expect, it } from 'vitest';
import { SEED_JOB_COUNT } from '../../scripts/local/seed';
import { toIsoDay } from '../../shared/rules/job-status';
import { jobListResponseSchema, publicJobSchema } from '../../shared/schemas/job';
import { api, idTokenFor } from './support/api';

const PASSWORD = 'Neighbour1!';

describe('GET /jobs: newest jobs, a page at a time', () => {
  it('returns seeded jobs newest first, in the public shape, without street addresses', async () => {
    const res = await api('GET', '/jobs?limit=10');
    expect(res.status).toBe(200);
    const body = jobListResponseSchema.parse(res.body);
    expect(body.jobs).toHaveLength(10);
    const created = body.jobs.map((j) => j.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const job of body.jobs) {
      expect(Object.keys(job.data.address).sort()).toEqual(['city', 'state']);
      expect(job.data).not.toHaveProperty('employerEmail');
    }
    expect(JSON.stringify(res.body)).not.toMatch(/address1|latitude|@example\.com/);
  });

  it('pages through every listed job exactly once, and never returns an expired job', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api('GET', `/jobs?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const body = jobListResponseSchema.parse(res.body);
      for (const job of body.jobs) {
        expect(seen.has(job.entity)).toBe(false);
        seen.add(job.entity);
        expect(job.data.endDate >= toIsoDay(new Date())).toBe(true);
      }
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    // The seed makes one job in six expired; all others are listed.
    expect(seen.size).toBeGreaterThanOrEqual(Math.floor((SEED_JOB_COUNT * 5) / 6) - 1);
    expect(seen.size).toBeLessThan(SEED_JOB_COUNT);
  });

  it('the default page size is 24 and the limit is checked', async () => {
    const res = await api('GET', '/jobs');
    expect(res.body.jobs).toHaveLength(24);
    expect((await api('GET', '/jobs?limit=0')).status).toBe(400);
    expect((await api('GET', '/jobs?limit=61')).status).toBe(400);
    expect((await api('GET', '/jobs?limit=abc')).status).toBe(400);
  });

  it('a malformed cursor is a 400, not a 500', async () => {
    const res = await api('GET', '/jobs?cursor=bm90LWpzb24');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/cursor/i);
  });

  it('is public, and the same for every kind of caller', async () => {
    const anonymous = await api('GET', '/jobs?limit=5');
    for (const email of [
      'student@example.com',
      'teen@example.com',
      'employer@example.com',
      'ortiz.family@example.com',
    ]) {
      const res = await api('GET', '/jobs?limit=5', { token: await idTokenFor(email, PASSWORD) });
      expect(res.status).toBe(200);
      expect(res.body.jobs.map((j: { entity: string }) => j.entity)).toEqual(
        anonymous.body.jobs.map((j: { entity: string }) => j.entity),
      );
    }
  });
});

describe('GET /job/{id}', () => {
  it('returns one job in the public shape', async () => {
    const list = await api('GET', '/jobs?limit=1');
    const id = list.body.jobs[0].entity;
    const res = await api('GET', `/job/${id}`);
    expect(res.status).toBe(200);
    const job = publicJobSchema.parse(res.body);
    expect(job.entity).toBe(id);
    expect(Object.keys(job.data.address).sort()).toEqual(['city', 'state']);
  });

  it('is a 404 JSON for an unknown id', async () => {
    const res = await api('GET', '/job/6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e5f');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: expect.stringMatching(/could not find that job/),
      code: 'JOB_NOT_FOUND',
    });
  });

  it('is a 400 JSON for a malformed id', async () => {
    for (const id of ['abc', '123', "1'%20OR%201=1", '6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e5']) {
      const res = await api('GET', `/job/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
