import { describe, expect, it } from 'vitest';
import { jobMessages } from '../../shared/rules/job-form';
import type { JobStatus } from '../../shared/rules/job-status';
import { type UpdateJobInput, updateJobBodySchema } from '../../shared/schemas/job';
import { HttpError } from '../lib/errors';
import { decideClose, decideDelete } from './close-or-delete-job';
import { decideEdit, FIXED_ONCE_ACCEPTED_MESSAGE } from './edit-job';
import { employerDashboard } from './employer-dashboard';
import { formatFullAddress, type JobItem } from './job-item';

// 18:00 UTC on Nov 23 = 08:00 in Honolulu, 13:00 in New York: the same calendar day in both.
const NOW = new Date('2026-11-23T18:00:00.000Z');

function job(overrides: Partial<JobItem> = {}): JobItem {
  return {
    jobId: '00000000-0000-4000-8000-000000000001',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    employerId: 'emp-1',
    employerName: 'Pat Lee',
    employerEmail: 'pat@example.com',
    employerPhone: '5035550199',
    title: 'Dog walking',
    description: 'Walk our dog twice a day.',
    price: 15,
    priceType: 'perHr',
    startDate: '2026-11-20',
    endDate: '2026-11-30',
    timeZone: 'America/New_York',
    endsAt: '2026-12-01T05:00:00.000Z',
    status: 'open',
    isReopened: false,
    address: {
      address1: '12 Oak St',
      address2: '',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      country: 'USA',
      latitude: 30.24,
      longitude: -97.76,
    },
    appTotal: 0,
    appPending: 0,
    appAccepted: 0,
    appRejected: 0,
    listKey: '2026-11-20T10:00:00.000Z#00000000-0000-4000-8000-000000000001',
    ...overrides,
  };
}

const bodyOf = (stored: JobItem) => ({
  description: stored.description,
  startDate: stored.startDate,
  endDate: stored.endDate,
  price: stored.price,
  priceType: stored.priceType,
});

const edit = (stored: JobItem, input: Partial<UpdateJobInput>) =>
  decideEdit(stored, updateJobBodySchema.parse({ ...bodyOf(stored), ...input }), NOW);

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('editing a job (PUT /job/{id})', () => {
  it('an edit of an open job changes the editable fields and keeps it open', () => {
    expect(edit(job(), { description: 'Walk our two dogs daily.', price: null })).toEqual({
      changes: {
        title: 'Dog walking',
        address: job().address,
        timeZone: 'America/New_York',
        description: 'Walk our two dogs daily.',
        price: undefined,
        priceType: 'perHr',
        startDate: '2026-11-20',
        endDate: '2026-11-30',
        isReopened: false,
        status: 'open',
      },
    });
  });

  it('the same details on an open job change nothing (a repeated save writes once)', () => {
    expect(edit(job(), {})).toEqual({ unchanged: true });
  });

  it('saving a closed job reopens it, marked reopened when the body says so', () => {
    const decision = edit(job({ status: 'closed' }), { startDate: '2026-11-23', isReopened: true });
    expect(decision).toMatchObject({
      changes: { status: 'open', isReopened: true, startDate: '2026-11-23' },
    });
  });

  it('a deleted job is gone: 404', () => {
    expect(refusal(() => edit(job({ status: 'deleted' }), {})).status).toBe(404);
  });

  it('a start day already passed may stay; a changed start must not be before the job’s today', () => {
    expect(
      edit(job({ startDate: '2026-11-01' }), { description: 'Walk our two dogs daily.' }),
    ).toHaveProperty('changes');
    const error = refusal(() => edit(job({ startDate: '2026-11-01' }), { startDate: '2026-11-02' }));
    expect(error.fields).toEqual({ startDate: jobMessages.futureDate });
  });

  it('the job’s today is its own calendar’s: late evening in Honolulu is still “today” there', () => {
    // 09:30 UTC Nov 24 = 23:30 Nov 23 in Honolulu: an end day of Nov 23 is not past there.
    const late = new Date('2026-11-24T09:30:00.000Z');
    const hawaii = job({ timeZone: 'Pacific/Honolulu', startDate: '2026-11-20', endDate: '2026-11-30' });
    const body = updateJobBodySchema.parse({
      description: hawaii.description,
      startDate: '2026-11-23',
      endDate: '2026-11-23',
      priceType: 'perHr',
    });
    expect(decideEdit(hawaii, body, late)).toHaveProperty('changes');
    expect(refusal(() => decideEdit({ ...hawaii, timeZone: 'America/New_York' }, body, late)).fields).toEqual(
      {
        startDate: jobMessages.futureDate,
        endDate: jobMessages.futureDate,
      },
    );
  });

  it('end before start, and an end already past, are refused with the form’s messages', () => {
    expect(refusal(() => edit(job(), { startDate: '2026-11-25', endDate: '2026-11-24' })).fields).toEqual({
      endDate: jobMessages.endBeforeStart,
    });
    expect(refusal(() => edit(job(), { endDate: '2026-11-22' })).fields).toEqual({
      endDate: jobMessages.futureDate,
    });
  });

  it('reopening keeps a start day still ahead; a start already past must move to today at the earliest', () => {
    const closed = job({ status: 'closed', startDate: '2026-11-25', endDate: '2026-11-30' });
    expect(edit(closed, { isReopened: true })).toMatchObject({
      changes: { status: 'open', startDate: '2026-11-25', isReopened: true },
    });
    // A running job closed and reopened starts again: its old start, already past, is not kept.
    const wasRunning = job({ status: 'closed' });
    expect(refusal(() => edit(wasRunning, { isReopened: true })).fields).toEqual({
      startDate: jobMessages.futureDate,
    });
    expect(edit(wasRunning, { startDate: '2026-11-23', isReopened: true })).toHaveProperty('changes');
  });

  it('title and address may change while no student is accepted; echoed unchanged, they are no change', () => {
    const stored = job();
    const echoed = { ...stored.address, fullAddress: formatFullAddress(stored.address) };
    expect(edit(stored, { title: stored.title, address: echoed })).toEqual({ unchanged: true });
    // The write checks again that nobody was accepted meanwhile.
    expect(edit(stored, { title: 'Cat sitting' })).toMatchObject({
      changes: { title: 'Cat sitting', status: 'open' },
      noneAccepted: true,
    });
    const placed = {
      address: { ...stored.address, address1: '40 Elm St', latitude: 30.25, longitude: -97.75 },
      timeZone: 'America/Chicago',
    };
    const moved = { ...echoed, address1: '40 Elm St' };
    expect(
      decideEdit(stored, updateJobBodySchema.parse({ ...bodyOf(stored), address: moved }), NOW, placed),
    ).toMatchObject({
      changes: { address: placed.address, timeZone: 'America/Chicago' },
      noneAccepted: true,
    });
    // Not placed (it changed since the caller placed it): decided again after a new read.
    expect(refusal(() => edit(stored, { address: moved })).status).toBe(409);
  });

  it('once a student is accepted, title and address are fixed: 409, the rest still editable', () => {
    const hired = job({ appAccepted: 1 });
    const echoed = { ...hired.address, fullAddress: formatFullAddress(hired.address) };
    for (const change of [{ title: 'Cat sitting' }, { address: { ...echoed, city: 'Dallas' } }]) {
      const refused = refusal(() => edit(hired, change));
      expect([refused.status, refused.code, refused.message]).toEqual([
        409,
        'JOB_HAS_ACCEPTED',
        FIXED_ONCE_ACCEPTED_MESSAGE,
      ]);
    }
    expect(edit(hired, { description: 'Walk our two dogs daily.' })).not.toHaveProperty('noneAccepted');
  });
});

describe('closing and deleting a job', () => {
  const statuses: JobStatus[] = ['open', 'closed', 'deleted'];
  it.each(statuses)('from %s', (status) => {
    if (status === 'open') {
      expect(decideClose(job({ status }))).toEqual({ changes: { status: 'closed' } });
      expect(decideDelete(job({ status }))).toEqual({ changes: { status: 'deleted' } });
    } else {
      expect(refusal(() => decideClose(job({ status }))).status).toBe(409);
      expect(refusal(() => decideDelete(job({ status }))).status).toBe(409);
    }
  });
});

describe('the employer dashboard', () => {
  it('counts active (open, end day not over), completed (closed) and the application counters', () => {
    const jobs = [
      job({ jobId: 'a', status: 'open', appTotal: 3, appPending: 2, appAccepted: 1 }),
      job({ jobId: 'b', status: 'open', startDate: '2026-12-01', endDate: '2026-12-02' }), // upcoming
      job({ jobId: 'c', status: 'open', endDate: '2026-11-22', appTotal: 1, appPending: 1 }), // expired
      job({ jobId: 'd', status: 'closed', appTotal: 4, appAccepted: 2, appRejected: 2 }),
      job({ jobId: 'e', status: 'deleted', appTotal: 9, appPending: 9 }),
    ];
    const dashboard = employerDashboard(jobs, NOW);
    expect(dashboard.stats).toEqual({
      activeJobs: 2,
      completedJobs: 1,
      totalApplications: 8,
      pendingApplications: 3,
      hiredApplications: 3,
    });
    expect(dashboard.recentJobs.map((j) => j.entity)).toEqual(['a', 'b', 'c']);
  });

  it('an employer with no jobs sees zeros and no postings', () => {
    expect(employerDashboard([], NOW)).toEqual({
      stats: {
        activeJobs: 0,
        completedJobs: 0,
        totalApplications: 0,
        pendingApplications: 0,
        hiredApplications: 0,
      },
      recentJobs: [],
    });
  });
});
