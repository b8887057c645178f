import { describe, expect, it } from 'vitest';
import { DEMO_MODERATOR, seedReports } from '../../scripts/local/seed';
import { api } from './support/api';
import { demoActor } from './support/marketplace';
import { readPartition } from './support/tables';

/*
 * The trust part of the demo data, as `npm start` seeds it and a visitor tries it: the demo moderator
 * signs in and finds two reports waiting, the teen's urgent; the demo student has two completed jobs,
 * one reviewed both ways, so the work history, its exports and the reviews can be tried at once.
 * Read only: nothing here changes the demo.
 */

interface QueuedReport {
  reporterId: string;
  description: string;
  urgent: boolean;
  state: string;
  kind: string;
}

const waiting = (queue: 'OPEN#URGENT' | 'OPEN#NORMAL') =>
  readPartition<QueuedReport>('moderation', { name: 'queue', value: queue }, 'queue');

describe('the demo moderator', () => {
  it('signs in with the demo password and finds two reports waiting, the teen’s urgent', async () => {
    const [moderator, teen, student] = await Promise.all([
      demoActor(DEMO_MODERATOR.email),
      demoActor('teen@example.com'),
      demoActor('student@example.com'),
    ]);
    const queue = await api('listModerationQueue', { token: moderator.token });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);

    const [urgent, normal] = await Promise.all([waiting('OPEN#URGENT'), waiting('OPEN#NORMAL')]);
    const seeded = [...urgent, ...normal].filter((report) =>
      seedReports.some((plan) => plan.description === report.description),
    );
    expect(seeded).toHaveLength(2);
    expect(seeded.find((report) => report.reporterId === teen.userId)).toMatchObject({
      urgent: true,
      state: 'new',
      kind: 'job',
    });
    expect(seeded.find((report) => report.reporterId === student.userId)).toMatchObject({
      urgent: false,
      state: 'new',
      kind: 'job',
    });
  });
});

describe('the demo student', () => {
  it('has two completed jobs, one reviewed both ways and revealed', async () => {
    const student = await demoActor('student@example.com');
    const history = await api('getWorkHistory', { token: student.token });
    expect(history.status).toBe(200);
    expect(history.body.jobs.length).toBeGreaterThanOrEqual(2);

    const data = await api('exportAccountData', { token: student.token });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.reviewsWritten).toHaveLength(1);
    expect(data.body.reviewsReceived).toHaveLength(1);
    const [written] = data.body.reviewsWritten;
    const [received] = data.body.reviewsReceived;
    expect(written.applicationId).toBe(received.applicationId);
    expect(written).toMatchObject({ author: 'student', revealedAt: expect.any(String) });
    expect(received).toMatchObject({ author: 'employer', revealedAt: expect.any(String) });
  });
});
