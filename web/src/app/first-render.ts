/**
 * Whether the app's first render hydrated pre-rendered HTML (main.tsx) rather than rendering afresh.
 * Only then can the page hold input the app has not seen (app/replay-early-input.ts).
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

/** True once, for the first page shown after hydration. */
export function takeHydrating(): boolean {
  const was = hydrating;
  hydrating = false;
  return was;
}
