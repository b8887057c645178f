import type { EmployerApplication } from '@shared/schemas/application';
import { describe, expect, it } from 'vitest';
import { capitalised, initialsOf, inTab, reviewStatusLabels, reviewStatusOf } from './application-view';

const application = (applicationStatus: string) =>
  ({ data: { applicationStatus } }) as unknown as EmployerApplication;

describe('the reviewer view of an application', () => {
  it('shows Applied as Pending and anything unknown as Unknown', () => {
    expect(reviewStatusLabels[reviewStatusOf('Applied')]).toBe('Pending');
    expect(reviewStatusLabels[reviewStatusOf('Accepted')]).toBe('Accepted');
    expect(reviewStatusLabels[reviewStatusOf('Rejected')]).toBe('Rejected');
    expect(reviewStatusLabels[reviewStatusOf('Withdrawn')]).toBe('Unknown');
  });

  it('puts each status under its tab, and every one under All', () => {
    expect(inTab(application('Applied'), 'pending')).toBe(true);
    expect(inTab(application('Applied'), 'accepted')).toBe(false);
    expect(inTab(application('Rejected'), 'rejected')).toBe(true);
    expect(inTab(application('Withdrawn'), 'all')).toBe(true);
    expect(inTab(application('Withdrawn'), 'pending')).toBe(false);
  });

  it('capitalises the first name and builds initials', () => {
    expect(capitalised(' sam ')).toBe('Sam');
    expect(capitalised('')).toBe('');
    expect(initialsOf('sam', 'rivera')).toBe('SR');
    expect(initialsOf('Ana', '')).toBe('A');
    expect(initialsOf('', '')).toBe('?');
  });
});
