import { expect } from 'vitest';
import { api } from './api';
import type { Actor } from './marketplace';
import { arrivingAt, austinAt, checkIn, checkOut, dayAhead, type Hired, hire } from './schedule';

export interface CompletedJob extends Hired {
  /** The job's one day, on Austin's calendar. */
  day: string;
  /** When the employer's confirmation completed it (the test clock's moment). */
  completedAt: Date;
}

/**
 * A job done from start to end through the API, as the day of the job has it: the employer hires the
 * student for one visit (4 to 5 pm, `from` days ahead), the student checks in and out at those
 * moments (the test clock), and the employer confirms the hour, which completes the booking.
 */
export async function completeJob(employer: Actor, student: Actor, from = 2): Promise<CompletedJob> {
  const day = dayAhead(from);
  const hired = await hire(employer, student, { startDate: day, startTime: '16:00', endTime: '17:00' });
  expect((await checkIn(student, hired.applicationId, austinAt(day, '16:00'))).status).toBe(200);
  expect((await checkOut(student, hired.applicationId, austinAt(day, '17:00'))).status).toBe(200);
  const completedAt = austinAt(day, '17:30');
  const confirmed = await api('confirmHours', {
    params: { id: hired.applicationId },
    token: employer.token,
    body: { minutes: 60, date: day },
    headers: arrivingAt(completedAt),
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { ...hired, day, completedAt };
}
