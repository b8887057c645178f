/**
 * Holds back layout changes while a mouse button or finger is down.
 *
 * A press on a button first blurs the field being edited. If that blur shows or hides a message above
 * the button, the button moves between mousedown and mouseup, the mouseup lands beside it, and the
 * browser sends no click: the press is lost. Work that can move the page on blur (a field's check, a
 * checklist that folds away) is therefore run once the press is over and its click has been
 * dispatched. Keyboard blurs (Tab) run at once: nothing is under a pointer then.
 */

let pressed = false;
let waiting: (() => void)[] = [];
let listening = false;

function release() {
  if (!pressed) return;
  pressed = false;
  const run = waiting;
  waiting = [];
  // The click follows pointerup in the same task: a new task runs after it has been dispatched.
  setTimeout(() => {
    for (const task of run) task();
  }, 0);
}

/** Starts watching presses (idempotent). Called by every validated form, before any press it cares about. */
export function watchPresses(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // Capture: a control that stops propagation still counts as pressed.
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isPrimary) pressed = true;
    },
    true,
  );
  window.addEventListener('pointerup', release, true);
  // A drag, a scroll gesture or a press that leaves the window ends without a pointerup.
  window.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', release);
}

/** Runs `task` now, or, while a press is in progress, just after its click. */
export function afterPress(task: () => void): void {
  if (pressed) waiting.push(task);
  else task();
}
