import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second. Computed from the clock rather than
 * counted, so a throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(initialSeconds = 0): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const secondsLeft = useCallback(() => Math.max(0, Math.ceil((deadline - Date.now()) / 1000)), [deadline]);
  const [remaining, setRemaining] = useState(secondsLeft);

  useEffect(() => {
    setRemaining(secondsLeft());
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const left = secondsLeft();
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, secondsLeft]);

  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { remaining, start };
}
