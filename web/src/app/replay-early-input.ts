/**
 * What a visitor typed, ticked or chose in a pre-rendered page before the app hydrated it, or what the
 * browser filled in (a saved password). React keeps such a value on screen but not in its state (its
 * own fix, `enableHydrationChangeEvent`, is off in stable builds), so the home page's search would go
 * out without the words still showing in its box.
 *
 * Called as hydration commits, before anything re-renders a field (a re-render would put the state's
 * empty value back on screen): each control whose value differs from what React rendered gets the
 * event React's onChange listens for, so the state takes the value in. React rendered `defaultValue`
 * (and `defaultChecked`, `defaultSelected`) as the value it holds. On a page React rendered from
 * scratch, every control shows what was rendered: PageShown calls this only after hydration.
 */
export function replayEarlyInput(root: ParentNode): void {
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) replaySelect(control);
    else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
      replayCheck(control);
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      replayText(control);
  }
}

/** Inputs without a value a person types or picks. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file']);

function replayText(control: HTMLInputElement | HTMLTextAreaElement): void {
  if (NOT_TYPED.has(control.type) || control.value === control.defaultValue) return;
  const typed = control.value;
  // React tracks the last value it saw by wrapping the element's own `value` property, and fires
  // onChange for an input event only when the value on screen differs from it. Set through that
  // property, the rendered value becomes the one it saw; set through the prototype's setter, what the
  // visitor typed is back on screen without React seeing it. The event then reads as their change.
  control.value = control.defaultValue;
  const prototype =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayCheck(control: HTMLInputElement): void {
  // Of a radio group, only the option now chosen: choosing it is what un-chose the rendered one.
  const changed =
    control.type === 'radio'
      ? control.checked && !control.defaultChecked
      : control.checked !== control.defaultChecked;
  if (!changed) return;
  // React hears checkboxes and radios by their click: back to the rendered state (which React then
  // sees), and the visitor's click again.
  control.checked = control.defaultChecked;
  control.click();
}

function replaySelect(control: HTMLSelectElement): void {
  // React passes on every change event of a select: no value of its own to compare. With no option
  // rendered as selected, a single select shows its first choosable one.
  const options = [...control.options];
  const rendered = options.some((option) => option.defaultSelected)
    ? options.map((option) => option.defaultSelected)
    : options.map((option) => !control.multiple && option === options.find((o) => !o.disabled));
  if (options.some((option, index) => option.selected !== rendered[index])) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
