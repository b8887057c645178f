import { describe, expect, it } from 'vitest';
import { jobHoursIssues, jobMessages as m } from './job-form';
import { formatJobHours, formatTimeOfDay, isTimeOfDay } from './job-hours';

describe('a job’s time of day', () => {
  it('is HH:MM on a 24-hour clock', () => {
    for (const ok of ['00:00', '07:00', '19:30', '23:59']) expect(isTimeOfDay(ok)).toBe(true);
    for (const bad of ['7:00', '24:00', '12:60', '07:00:00', '7 pm', '', 700, null]) {
      expect(isTimeOfDay(bad)).toBe(false);
    }
  });

  it('both or neither, and "to" after "from"', () => {
    expect(jobHoursIssues({})).toEqual({});
    expect(jobHoursIssues({ startTime: null, endTime: null })).toEqual({});
    expect(jobHoursIssues({ startTime: '09:00', endTime: '11:00' })).toEqual({});
    expect(jobHoursIssues({ startTime: '09:00' })).toEqual({ endTime: m.endTimeRequired });
    expect(jobHoursIssues({ endTime: '11:00', startTime: null })).toEqual({ startTime: m.startTimeRequired });
    expect(jobHoursIssues({ startTime: '11:00', endTime: '11:00' })).toEqual({
      endTime: m.endTimeBeforeStart,
    });
    expect(jobHoursIssues({ startTime: '11:00', endTime: '09:00' })).toEqual({
      endTime: m.endTimeBeforeStart,
    });
  });

  it('reads as US times', () => {
    expect(formatTimeOfDay('07:00')).toBe('7 am');
    expect(formatTimeOfDay('00:15')).toBe('12:15 am');
    expect(formatTimeOfDay('12:00')).toBe('12 pm');
    expect(formatTimeOfDay('16:30')).toBe('4:30 pm');
    expect(formatJobHours({ startTime: '16:00', endTime: '18:30' })).toBe('4 pm – 6:30 pm');
    expect(formatJobHours({})).toBeNull();
  });
});
