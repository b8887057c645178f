import type { EmployerJob } from '@shared/schemas/job';
import { describe, expect, it } from 'vitest';
import { defaultReviewJob, reviewerOrder } from './reviewer-jobs';

// Noon in Austin on June 15, 2026.
const now = new Date('2026-06-15T17:00:00Z');

function job(entity: string, data: Partial<EmployerJob['data']> = {}, pending = 0): EmployerJob {
  return {
    entity,
    createdAt: '2026-06-01T12:00:00.000Z',
    data: {
      title: entity,
      startDate: '2026-06-10',
      endDate: '2026-06-20',
      timeZone: 'America/Chicago',
      isActive: true,
      isClosed: false,
      applications: { total: pending, pending, accepted: 0, rejected: 0 },
      ...data,
    } as EmployerJob['data'],
  };
}

const deleted = (entity: string, pending = 0) => job(entity, { isActive: false, isClosed: false }, pending);
const expired = (entity: string, pending = 0) => job(entity, { endDate: '2026-06-12' }, pending);
const ids = (jobs: EmployerJob[]) => jobs.map((j) => j.entity);

describe('the applications reviewer', () => {
  it('lists deleted jobs last, keeping the newest-first order otherwise', () => {
    const jobs = [deleted('d1'), job('a'), deleted('d2'), expired('e'), job('b')];
    expect(ids(reviewerOrder(jobs, now))).toEqual(['a', 'e', 'b', 'd1', 'd2']);
  });

  it('opens on the most recent job with pending applications, not on a newer deleted one', () => {
    const jobs = [deleted('gone', 3), job('quiet'), expired('ended', 2), job('busy', {}, 1)];
    expect(defaultReviewJob(jobs, null, now)?.entity).toBe('ended');
  });

  it('else on the most recent open job', () => {
    const jobs = [deleted('gone'), expired('ended'), job('open'), job('older')];
    expect(defaultReviewJob(jobs, null, now)?.entity).toBe('open');
  });

  it('else on the first job that is not deleted, and a deleted one only when nothing else exists', () => {
    expect(defaultReviewJob([deleted('gone'), expired('ended')], null, now)?.entity).toBe('ended');
    expect(defaultReviewJob([deleted('gone')], null, now)?.entity).toBe('gone');
    expect(defaultReviewJob([], null, now)).toBeNull();
  });

  it('opens on the job asked for, when it is one of the employer’s, even a deleted one', () => {
    const jobs = [job('busy', {}, 1), deleted('gone')];
    expect(defaultReviewJob(jobs, 'gone', now)?.entity).toBe('gone');
    expect(defaultReviewJob(jobs, 'someone-else', now)?.entity).toBe('busy');
  });
});
