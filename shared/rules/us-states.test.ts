import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATES, usStateCode, usStateName } from './us-states';

describe('usStateCode', () => {
  it('knows the 50 states and DC', () => {
    expect(Object.keys(US_STATES)).toHaveLength(51);
    expect(usStateName('TX')).toBe('Texas');
  });

  it('turns full names into codes whatever their case or spacing (Esri and HERE return names)', () => {
    expect(usStateCode('Texas')).toBe('TX');
    expect(usStateCode('new  york')).toBe('NY');
    expect(usStateCode(' North Carolina ')).toBe('NC');
    expect(usStateCode('WEST VIRGINIA')).toBe('WV');
  });

  it('passes codes through, upper-cased', () => {
    expect(usStateCode('CO')).toBe('CO');
    expect(usStateCode('co')).toBe('CO');
  });

  it('reads the spellings of the District of Columbia', () => {
    for (const dc of ['District of Columbia', 'Washington, D.C.', 'Washington DC', 'D.C.', 'DC']) {
      expect(usStateCode(dc)).toBe('DC');
    }
  });

  it('returns null for territories, military mail, foreign regions and nothing', () => {
    for (const other of ['Puerto Rico', 'PR', 'Guam', 'AE', 'Ontario', 'Tex', '', undefined, null]) {
      expect(usStateCode(other)).toBeNull();
    }
  });

  it('isUsStateCode accepts codes only, not names or inherited keys', () => {
    expect(isUsStateCode('WY')).toBe(true);
    expect(isUsStateCode('Wyoming')).toBe(false);
    expect(isUsStateCode('toString')).toBe(false);
  });
});
