import { describe, expect, it, vi } from 'vitest';
import { createNavigationGuards } from './navigation-blocker';

describe('createNavigationGuards', () => {
  it('lets a navigation through when no page holds it', () => {
    const guards = createNavigationGuards();
    const quiet = { holds: () => false, held: vi.fn() };
    guards.add(quiet);
    expect(guards.hold(() => undefined)).toBe(false);
    expect(quiet.held).not.toHaveBeenCalled();
  });

  it('hands the held navigation to the page that holds it, which may make it later', () => {
    const guards = createNavigationGuards();
    let retry: (() => void) | undefined;
    guards.add({ holds: () => true, held: (go) => (retry = go) });
    const go = vi.fn();
    expect(guards.hold(go)).toBe(true);
    expect(go).not.toHaveBeenCalled();
    retry?.();
    expect(go).toHaveBeenCalledOnce();
  });

  it('forgets a page once it is gone', () => {
    const guards = createNavigationGuards();
    const remove = guards.add({ holds: () => true, held: () => undefined });
    remove();
    expect(guards.hold(() => undefined)).toBe(false);
  });
});
