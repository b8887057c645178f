import { describe, expect, it } from 'vitest';
import { SEED_JOB_COUNT, SEED_LISTED_JOB_COUNT } from '../../scripts/local/seed';
import { hasEnded } from '../../shared/rules/job-day';
import { jobListResponseSchema, publicJobSchema } from '../../shared/schemas/job';
import { api, idTokenFor } from './support/api';
import { expectPublicAddress } from './support/jobs';

const PASSWORD = 'Neighbour1!';

describe('GET /jobs: newest jobs, a page at a time', () => {
  it('returns seeded jobs newest first, in the public shape, without street addresses', async () => {
    const res = await api('listNewestJobs', { query: 'limit=10' });
    expect(res.status).toBe(200);
    const body = jobListResponseSchema.parse(res.body);
    expect(body.jobs).toHaveLength(10);
    const created = body.jobs.map((j) => j.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const job of body.jobs) {
      expectPublicAddress(job.data.address);
      expect(job.data).not.toHaveProperty('employerEmail');
    }
    expect(JSON.stringify(res.body)).not.toMatch(/address1|zipCode|@example\.com/);
  });

  it('pages through every listed job exactly once, newest first, and never returns an ended job', async () => {
    const seen = new Set<string>();
    const created: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api('listNewestJobs', { query: `limit=25${cursor ? `&cursor=${cursor}` : ''}` });
      expect(res.status).toBe(200);
      const body = jobListResponseSchema.parse(res.body);
      // A cursor always has jobs behind it: no empty last page.
      expect(body.jobs.length).toBeGreaterThan(0);
      for (const job of body.jobs) {
        expect(seen.has(job.entity)).toBe(false);
        seen.add(job.entity);
        created.push(job.createdAt);
        // Ended is read on the job's own calendar (its time zone), as the server decides it.
        expect(hasEnded(job.data)).toBe(false);
        expect(job.data.isActive).toBe(true);
      }
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 40);
    expect(cursor).toBeNull();
    // In order across pages, though each page merges several shards.
    expect(created).toEqual([...created].sort().reverse());
    // The seed's listed jobs (not ended, not closed); other test files add their own while this runs.
    expect(SEED_LISTED_JOB_COUNT).toBeLessThan(SEED_JOB_COUNT);
    expect(seen.size).toBeGreaterThanOrEqual(SEED_LISTED_JOB_COUNT);
  });

  it('the default page size is 24 and the limit is checked', async () => {
    const res = await api('listNewestJobs');
    expect(res.body.jobs).toHaveLength(24);
    expect((await api('listNewestJobs', { query: 'limit=0' })).status).toBe(400);
    expect((await api('listNewestJobs', { query: 'limit=61' })).status).toBe(400);
    expect((await api('listNewestJobs', { query: 'limit=abc' })).status).toBe(400);
  });

  it('a malformed or forged cursor is a 400, not a 500', async () => {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'bm90LWpzb24', // not JSON
      'e30', // {}
      b64([]),
      b64({ 'OPEN#0': null, 'OPEN#1': null, 'OPEN#2': null, 'OPEN#3': null }), // the old per-shard form
      b64({ v: 1, q: 'AAAAAAAAAAAAAAAA', after: '2026-01-01T00:00:00.000Z' }), // another query's
      b64({ v: 1, after: { S: 'x' } }),
      '%24%7B',
    ]) {
      const res = await api('listNewestJobs', { query: `cursor=${cursor}` });
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toMatch(/cursor/i);
      expect(res.body.fields).toHaveProperty('cursor');
    }
  });

  it('is public, and the same for every kind of caller', async () => {
    const newest = async (token?: string) => {
      const res = await api('listNewestJobs', { query: 'limit=5', token });
      expect(res.status).toBe(200);
      return res.body.jobs.map((j: { entity: string }) => j.entity) as string[];
    };
    for (const email of [
      'student@example.com',
      'teen@example.com',
      'employer@example.com',
      'ortiz.family@example.com',
    ]) {
      const token = await idTokenFor(email, PASSWORD);
      // Other files post and delete jobs meanwhile: compare with what a visitor saw just before and
      // just after, and ask again when a job came or went in between.
      let compared = false;
      for (let attempt = 0; attempt < 10 && !compared; attempt++) {
        const before = await newest();
        const seen = await newest(token);
        const after = await newest();
        if (JSON.stringify(before) !== JSON.stringify(after)) continue;
        expect(seen, email).toEqual(before);
        compared = true;
      }
      expect(compared, `the newest jobs kept changing while ${email} asked`).toBe(true);
    }
  });
});

describe('GET /job/{id}', () => {
  it('returns one job in the public shape', async () => {
    const list = await api('listNewestJobs', { query: 'limit=1' });
    const id = list.body.jobs[0].entity;
    const res = await api('getJob', { params: { id } });
    expect(res.status).toBe(200);
    const job = publicJobSchema.parse(res.body);
    expect(job.entity).toBe(id);
    expectPublicAddress(job.data.address);
  });

  it('is a 404 JSON for an unknown id', async () => {
    const res = await api('getJob', { params: { id: '6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e5f' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: expect.stringMatching(/could not find that job/),
      code: 'JOB_NOT_FOUND',
    });
  });

  it('is a 400 JSON for a malformed id', async () => {
    for (const id of ['abc', '123', "1'%20OR%201=1", '6f1c2a7e-1d2b-4c3a-9e8f-0a1b2c3d4e5']) {
      const res = await api('getJob', { params: { id } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
