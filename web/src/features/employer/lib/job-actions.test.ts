import type { EmployerJob } from '@shared/schemas/job';
import { describe, expect, it } from 'vitest';
import { matchesSearch, menuActions, reopenPath, tabOf } from './job-actions';

// Noon in Austin on June 15, 2026.
const now = new Date('2026-06-15T17:00:00Z');

function job(data: Partial<EmployerJob['data']>): EmployerJob {
  return {
    entity: '0b3f5a8e-8a4c-4d7e-9a57-0d3e6c1f2a11',
    createdAt: '2026-06-01T12:00:00.000Z',
    data: {
      title: 'Dog walking',
      description: 'Walk Biscuit after school.',
      startDate: '2026-06-10',
      endDate: '2026-06-20',
      timeZone: 'America/Chicago',
      isActive: true,
      isClosed: false,
      address: { city: 'Round Rock' },
      ...data,
    } as EmployerJob['data'],
  };
}

describe('what a posting offers (docs/spec/2-employers-and-info-pages.md §2, §4)', () => {
  it('Edit, Mark as filled and Delete while active or upcoming; Reopen otherwise', () => {
    expect(menuActions('active')).toEqual(['edit', 'close', 'delete']);
    expect(menuActions('upcoming')).toEqual(['edit', 'close', 'delete']);
    for (const status of ['expired', 'closed', 'deleted'] as const)
      expect(menuActions(status)).toEqual(['reopen']);
  });

  it('sorts jobs into the Active and Closed tabs by the derived status, on the job calendar', () => {
    expect(tabOf(job({}), now)).toBe('active');
    expect(tabOf(job({ startDate: '2026-06-16' }), now)).toBe('active');
    expect(tabOf(job({ endDate: '2026-06-14' }), now)).toBe('closed');
    expect(tabOf(job({ isActive: false, isClosed: true }), now)).toBe('closed');
    expect(tabOf(job({ isActive: false }), now)).toBe('closed');
    // 03:00 UTC on the 16th is still the evening of the 15th in Austin: a job ending on the 15th is open.
    expect(tabOf(job({ endDate: '2026-06-15' }), new Date('2026-06-16T03:00:00Z'))).toBe('active');
  });

  it('reopens in place while the end is ahead, else as a new post (and always for a deleted job)', () => {
    expect(reopenPath(job({ isActive: false, isClosed: true }), now)).toBe('edit');
    expect(reopenPath(job({ endDate: '2026-06-14' }), now)).toBe('expired');
    expect(reopenPath(job({ isActive: false }), now)).toBe('deleted');
  });

  it('searches title, description and city, case-insensitively', () => {
    expect(matchesSearch(job({}), 'DOG')).toBe(true);
    expect(matchesSearch(job({}), 'biscuit')).toBe(true);
    expect(matchesSearch(job({}), 'round rock')).toBe(true);
    expect(matchesSearch(job({}), 'lawn')).toBe(false);
    expect(matchesSearch(job({}), '  ')).toBe(true);
  });
});
