import { describe, expect, it } from 'vitest';
import { type JobKind, jobKinds } from './job-kinds';
import {
  employerNotices,
  isSummerJob,
  KINDS_AT_13,
  laborDay,
  latestEndFor,
  type YoungTeenJob,
  youngTeenFindings,
  youngTeenRefusal,
  youngTeenRules,
} from './young-teen-rules';

/** A school-term weekday afternoon job that every age may take. */
const job = (changes: Partial<YoungTeenJob> = {}): YoungTeenJob => ({
  kind: 'dogWalking',
  powerEquipment: false,
  startTime: '15:30',
  endTime: '17:00',
  startDate: '2026-10-05',
  endDate: '2026-10-09',
  ...changes,
});

const markers = (j: YoungTeenJob, age: number) => youngTeenFindings(j, age).map((f) => f.marker);
const refusal = (j: YoungTeenJob, age: number) => youngTeenRefusal(j, age)?.code ?? null;

describe('the rules table', () => {
  it('names the source of every rule (29 CFR 570.33, 570.35, Child Labor Bulletin 101)', () => {
    const sources = Object.fromEntries(youngTeenRules.map((rule) => [rule.id, rule.source]));
    expect(sources.powerEquipment).toMatch(/^29 CFR 570\.33/);
    expect(sources.hoursEarly).toMatch(/^29 CFR 570\.35/);
    expect(sources.hoursLate).toMatch(/^29 CFR 570\.35/);
    expect(sources.kindAt13).toMatch(/^Child Labor Bulletin 101/);
  });

  it('a job with none of the limits is open to every age', () => {
    for (const age of [13, 14, 15, 16, 17, 19]) {
      expect(youngTeenFindings(job(), age)).toEqual([]);
      expect(youngTeenRefusal(job(), age)).toBeNull();
    }
    expect(employerNotices(job())).toEqual([]);
  });

  it('tells the employer nothing about the kind before one is chosen; the server still judges it as “other”', () => {
    const unchosen = job({ kind: undefined });
    expect(employerNotices(unchosen)).toEqual([]);
    expect(youngTeenRefusal(unchosen, 13)?.rule).toBe('kindAt13');
    expect(employerNotices(job({ kind: 'other' }))).toHaveLength(1);
  });
});

describe('under 16 and power-driven equipment (29 CFR 570.33(e))', () => {
  const mowing = job({ kind: 'lawnMowing', powerEquipment: true });

  it('is 16+ for 13, 14 and 15, and refused for them with the reason', () => {
    for (const age of [13, 14, 15]) {
      expect(markers(mowing, age)).toEqual(['16+']);
      expect(youngTeenRefusal(mowing, age)).toEqual({
        code: 'UNDER_16_POWER_EQUIPMENT',
        rule: 'powerEquipment',
        message: expect.stringMatching(/power-driven equipment .* don’t allow for students under 16\.$/),
      });
    }
  });

  it('is open from 16', () => {
    for (const age of [16, 17, 25]) {
      expect(markers(mowing, age)).toEqual([]);
      expect(refusal(mowing, age)).toBeNull();
    }
  });

  it('the same lawn mowed by hand is open to 13–15', () => {
    expect(markers(job({ kind: 'lawnMowing', powerEquipment: false }), 13)).toEqual([]);
  });

  it('a job stored before the question (no answer) counts as without', () => {
    expect(refusal(job({ powerEquipment: undefined }), 14)).toBeNull();
  });
});

describe('14–15 and hours (29 CFR 570.35(a))', () => {
  it('7 am is the earliest start: 6:59 is too early, 7:00 is fine', () => {
    expect(markers(job({ startTime: '06:59', endTime: '09:00' }), 14)).toEqual([
      'Hours too early for under-16s',
    ]);
    expect(refusal(job({ startTime: '06:59', endTime: '09:00' }), 15)).toBe('UNDER_16_HOURS');
    expect(markers(job({ startTime: '07:00', endTime: '09:00' }), 14)).toEqual([]);
  });

  it('outside June 1 – Labor Day, 7 pm is the latest end: 7:00 pm is fine, 7:01 pm is too late', () => {
    expect(markers(job({ endTime: '19:00' }), 15)).toEqual([]);
    expect(markers(job({ endTime: '19:01' }), 15)).toEqual(['Hours too late for under-16s']);
    expect(youngTeenRefusal(job({ endTime: '20:00' }), 14)?.message).toBe(
      'This job ends at 8 pm. Under US federal rules, students under 16 may work only from 7 am to 7 pm, or until 9 pm from June 1 through Labor Day.',
    );
  });

  it('from June 1 through Labor Day, 9 pm is the latest end', () => {
    const summer = { startDate: '2026-06-01', endDate: '2026-09-07' }; // Labor Day 2026 is September 7
    expect(markers(job({ ...summer, endTime: '21:00' }), 14)).toEqual([]);
    expect(markers(job({ ...summer, endTime: '21:01' }), 14)).toEqual(['Hours too late for under-16s']);
    expect(markers(job({ ...summer, endTime: '20:00' }), 15)).toEqual([]);
  });

  it('a job that starts on May 31 or ends the day after Labor Day keeps the 7 pm limit', () => {
    expect(markers(job({ startDate: '2026-05-31', endDate: '2026-06-10', endTime: '20:00' }), 14)).toEqual([
      'Hours too late for under-16s',
    ]);
    expect(markers(job({ startDate: '2026-08-30', endDate: '2026-09-08', endTime: '20:00' }), 14)).toEqual([
      'Hours too late for under-16s',
    ]);
    expect(latestEndFor({ startDate: '2026-09-07', endDate: '2026-09-07' })).toBe('21:00');
    expect(latestEndFor({ startDate: '2026-09-08', endDate: '2026-09-08' })).toBe('19:00');
  });

  it('a job running from one summer into the next year is not a summer job', () => {
    expect(isSummerJob({ startDate: '2026-06-15', endDate: '2027-06-20' })).toBe(false);
  });

  it('applies to 13 as to 14–15; not from 16', () => {
    const late = job({ endTime: '22:00' });
    expect(markers(late, 13)).toEqual(['Hours too late for under-16s']);
    expect(markers(late, 16)).toEqual([]);
    expect(refusal(late, 16)).toBeNull();
  });

  it('a job without times is not judged', () => {
    expect(markers(job({ startTime: null, endTime: null }), 14)).toEqual([]);
  });
});

describe('Labor Day is the first Monday of September', () => {
  it.each([
    [2025, '2025-09-01'],
    [2026, '2026-09-07'],
    [2027, '2027-09-06'],
    [2028, '2028-09-04'],
    [2029, '2029-09-03'],
    [2030, '2030-09-02'],
    [2031, '2031-09-01'],
  ])('%i → %s', (year, day) => {
    expect(laborDay(year)).toBe(day);
    expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('13: only the kinds customary at 13 (Child Labor Bulletin 101)', () => {
  const open13: JobKind[] = [
    'babysitting',
    'dogWalking',
    'petSitting',
    'yardWork',
    'lawnMowing',
    'snowRemoval',
    'tutoring',
    'errands',
  ];

  it.each(jobKinds.map((kind) => [kind, open13.includes(kind)] as const))(
    '%s: open at 13 → %s; always open at 14 and 15',
    (kind, open) => {
      expect(KINDS_AT_13.includes(kind)).toBe(open);
      expect(markers(job({ kind }), 13)).toEqual(open ? [] : ['14+']);
      expect(refusal(job({ kind }), 13)).toBe(open ? null : 'AGE_13_KIND');
      expect(markers(job({ kind }), 14)).toEqual([]);
      expect(markers(job({ kind }), 15)).toEqual([]);
    },
  );

  it('says which kind opens at 14', () => {
    expect(youngTeenRefusal(job({ kind: 'techHelp' }), 13)?.message).toMatch(/Tech help opens at 14\.$/);
    expect(youngTeenRefusal(job({ kind: 'other' }), 13)?.message).toMatch(/This kind of job opens at 14\.$/);
  });

  it('a job stored before kinds counts as "other"', () => {
    expect(markers(job({ kind: undefined }), 13)).toEqual(['14+']);
  });
});

describe('several rules at once', () => {
  const everything = job({ kind: 'techHelp', powerEquipment: true, startTime: '06:00', endTime: '22:00' });

  it('shows every marker, and refuses with the first rule in the table', () => {
    expect(markers(everything, 13)).toEqual([
      '16+',
      'Hours too early for under-16s',
      'Hours too late for under-16s',
      '14+',
    ]);
    expect(markers(everything, 15)).toEqual([
      '16+',
      'Hours too early for under-16s',
      'Hours too late for under-16s',
    ]);
    expect(refusal(everything, 13)).toBe('UNDER_16_POWER_EQUIPMENT');
  });

  it('tells the employer every reason up front', () => {
    expect(employerNotices(everything)).toEqual([
      'Students under 16 won’t be able to apply because it uses power-driven equipment (such as a mower, trimmer, snow blower or power tools).',
      'Students under 16 won’t be able to apply because it starts at 6 am, and students under 16 may work only from 7 am to 7 pm, or until 9 pm from June 1 through Labor Day.',
      'Students under 16 won’t be able to apply because it ends at 10 pm, and students under 16 may work only from 7 am to 7 pm, or until 9 pm from June 1 through Labor Day.',
      'Students aged 13 won’t be able to apply because tech help isn’t among the jobs open at 13 (babysitting, pet care, yard chores without power tools, tutoring and errands).',
    ]);
  });

  it('an unknown age is not judged', () => {
    expect(youngTeenRefusal(everything, null)).toBeNull();
    expect(youngTeenRefusal(everything, undefined)).toBeNull();
  });
});
