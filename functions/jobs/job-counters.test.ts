import { describe, expect, it } from 'vitest';
import { counterDeltas, counterUpdate } from './job-counters';

describe('job counters', () => {
  it('count a new application as total and pending, and a withdrawal back', () => {
    expect(counterDeltas(null, 'Applied')).toEqual({ appTotal: 1, appPending: 1 });
    expect(counterDeltas('Applied', null)).toEqual({ appTotal: -1, appPending: -1 });
  });

  it('move a review from one status counter to the other, leaving the total', () => {
    expect(counterDeltas('Applied', 'Accepted')).toEqual({ appPending: -1, appAccepted: 1 });
    expect(counterDeltas('Applied', 'Rejected')).toEqual({ appPending: -1, appRejected: 1 });
    expect(counterDeltas('Rejected', 'Accepted')).toEqual({ appRejected: -1, appAccepted: 1 });
    expect(counterDeltas('Rejected', 'Rejected')).toEqual({});
  });

  it('write an ADD expression with placeholders only', () => {
    expect(counterUpdate('Applied', 'Accepted')).toEqual({
      text: 'ADD #appPending :add_appPending, #appAccepted :add_appAccepted',
      names: { '#appPending': 'appPending', '#appAccepted': 'appAccepted' },
      values: { ':add_appPending': -1, ':add_appAccepted': 1 },
    });
  });
});

describe('job counters and guardians', () => {
  it('count nothing while an application waits for, or was declined by, a guardian', () => {
    expect(counterDeltas(null, 'AwaitingApproval')).toEqual({});
    expect(counterDeltas('AwaitingApproval', 'NotApproved')).toEqual({});
    expect(counterUpdate(null, 'AwaitingApproval')).toBeNull();
  });

  it('count an approved application as new, and one ended by a filled or removed job as not selected', () => {
    expect(counterDeltas('AwaitingApproval', 'Applied')).toEqual({ appTotal: 1, appPending: 1 });
    expect(counterDeltas('Applied', 'JobFilled')).toEqual({ appPending: -1, appRejected: 1 });
    expect(counterDeltas('Applied', 'JobRemoved')).toEqual({ appPending: -1, appRejected: 1 });
    // The employer never saw it: it stays out of their numbers.
    expect(counterDeltas('AwaitingApproval', 'JobFilled')).toEqual({});
  });
});
