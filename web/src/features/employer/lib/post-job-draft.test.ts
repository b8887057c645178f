import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyJobForm } from './job-form';
import { clearDraft, readDraft, saveDraft } from './post-job-draft';

/** This tab's sessionStorage, as the browser keeps it. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the Post a Job draft', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', fakeSessionStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('survives as typed, and is gone once cleared', () => {
    const typed = { ...emptyJobForm, title: 'Walk Biscuit', zipCode: '78704' };
    saveDraft(typed);
    expect(readDraft()).toEqual(typed);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('an empty form is no draft, and saving one removes the old', () => {
    saveDraft({ ...emptyJobForm, title: 'Walk Biscuit' });
    saveDraft(emptyJobForm);
    expect(readDraft()).toBeNull();
  });

  it('keeps only the form’s own fields, each of its own type, from what is stored', () => {
    sessionStorage.setItem(
      'nj:post-job-draft',
      JSON.stringify({ title: 'Rake leaves', price: 40, employerId: 'someone', zipCode: '78704' }),
    );
    expect(readDraft()).toEqual({ ...emptyJobForm, title: 'Rake leaves', zipCode: '78704' });
    sessionStorage.setItem('nj:post-job-draft', '{not json');
    expect(readDraft()).toBeNull();
  });
});
