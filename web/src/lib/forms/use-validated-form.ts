import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { afterPress, watchPresses } from './after-press';

/** Field checks run this long after typing stops (docs/spec/1-students-and-accounts.md §5, §9). */
export const VALIDATION_DEBOUNCE_MS = 500;

type Errors<K extends string> = Partial<Record<K, string>>;

export interface ValidatedForm<V extends Record<string, unknown>, Out> {
  values: V;
  /** Changes one value; that field is checked once typing has paused for 500 ms. */
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Changes several values at once without checking them (e.g. clearing fields that no longer apply). */
  patch: (changes: Partial<V>) => void;
  /** Checks a field now (on blur). */
  touch: (name: keyof V & string) => void;
  /** The message shown under a field, if any. */
  error: (name: keyof V & string) => string | undefined;
  /** True when every field passes: drives the disabled look of submit buttons (docs/spec/1-students-and-accounts.md §5). */
  isValid: boolean;
  /** The fields the current values fail, whether or not their message shows yet (any order). */
  failing: readonly (keyof V & string)[];
  /** True once a submit was refused for a problem in the form: the submit hint then lists them. */
  attempted: boolean;
  /**
   * Checks every field and shows every message (on submit). Returns the parsed values, or null after
   * moving focus to the first field with a problem, first as people read the form.
   */
  validateAll: () => Out | null;
  /**
   * Shows the server's per-field messages (an error body's `fields`) until those fields change, and
   * moves focus to the first of them. Returns false when none of them is a field of this form (the
   * caller then shows the message elsewhere).
   */
  setServerErrors: (fields: Record<string, string> | undefined) => boolean;
  /** DOM ids, so labels, hints and errors can be tied to inputs. */
  ids: (name: keyof V & string) => { input: string; error: string; hint: string };
  /** Props for a text-like input: value, change, blur, aria-invalid and aria-describedby. */
  inputProps: (
    name: keyof V & string,
    options?: { hint?: boolean },
  ) => {
    id: string;
    name: string;
    value: string;
    onChange: (event: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
}

/** The first message per top-level field in a failed parse (zod/mini's parse errors are core's $ZodError). */
function messagesByField(error: z.core.$ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** Of these DOM ids, the element that comes first in the page, or undefined. */
function firstInPage(ids: readonly string[]): HTMLElement | undefined {
  const elements = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  return elements.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/**
 * Field validation driven by one zod schema for the whole form (the shared schemas carry the spec's
 * exact messages, so the page never words a rule itself). A field's message appears 500 ms after
 * typing stops, on blur, or on submit. Once a field has been checked it is re-checked with every
 * later check, so a rule that spans fields (confirm password, parent fields under 18) stays current.
 *
 * Messages go away as soon as what was typed fixes them, and never on blur: a
 * message that vanished on the mousedown of a press on Submit moved the button from under the
 * pointer, and the click was lost. The checks that can still change the layout (after the pause, on
 * blur) wait until a press in progress has been clicked (after-press.ts).
 */
export function useValidatedForm<V extends Record<string, unknown>, Out>(
  schema: z.ZodMiniType<Out, V>,
  initialValues: V,
): ValidatedForm<V, Out> {
  type Key = keyof V & string;
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [serverErrors, setServerErrorsState] = useState<Errors<string>>({});
  const [attempted, setAttempted] = useState(false);
  const latest = useRef(values);
  const checked = useRef(new Set<Key>());
  const pending = useRef(new Set<Key>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const parse = useCallback((current: V) => schema.safeParse(current), [schema]);

  /** Recomputes the shown messages of every field checked so far, plus `fields`. */
  const check = useCallback(
    (fields: Iterable<Key>) => {
      for (const field of fields) checked.current.add(field);
      const result = parse(latest.current);
      const messages = result.success ? {} : messagesByField(result.error);
      const next: Errors<Key> = {};
      for (const field of checked.current) {
        const message = messages[field];
        if (message) next[field] = message;
      }
      setErrors(next);
      return result;
    },
    [parse],
  );

  const flushPending = useCallback(() => {
    clearTimeout(timer.current);
    afterPress(() => {
      const fields = [...pending.current];
      pending.current.clear();
      if (fields.length > 0) check(fields);
    });
  }, [check]);

  useEffect(() => {
    watchPresses();
    return () => clearTimeout(timer.current);
  }, []);

  /**
   * After a change: the messages shown that the values no longer earn go at once, and the edited
   * field's message follows what was typed. No message appears here: that waits for the pause or blur.
   */
  const settle = useCallback(
    (edited: readonly string[]) => {
      setErrors((shown) => {
        const fields = Object.keys(shown) as Key[];
        if (fields.length === 0) return shown;
        const result = parse(latest.current);
        const messages = result.success ? {} : messagesByField(result.error);
        const next: Errors<Key> = {};
        for (const field of fields) {
          const message = messages[field];
          if (message) next[field] = edited.includes(field) ? message : shown[field];
        }
        const same = fields.every((field) => next[field] === shown[field]);
        return same && Object.keys(next).length === fields.length ? shown : next;
      });
    },
    [parse],
  );

  const update = useCallback(
    (changes: Partial<V>) => {
      latest.current = { ...latest.current, ...changes };
      setValues(latest.current);
      setServerErrorsState((current) => {
        const changed = Object.keys(changes).filter((key) => key in current);
        if (changed.length === 0) return current;
        const next = { ...current };
        for (const key of changed) delete next[key];
        return next;
      });
      settle(Object.keys(changes));
    },
    [settle],
  );

  const set = useCallback(
    <K extends Key>(name: K, value: V[K]) => {
      update({ [name]: value } as unknown as Partial<V>);
      pending.current.add(name);
      clearTimeout(timer.current);
      timer.current = setTimeout(flushPending, VALIDATION_DEBOUNCE_MS);
    },
    [update, flushPending],
  );

  const patch = useCallback(
    (changes: Partial<V>) => {
      update(changes);
      // Fields already showing a message are re-checked so a cleared field does not keep a stale one.
      if (checked.current.size > 0) check([]);
    },
    [update, check],
  );

  const touch = useCallback(
    (name: Key) => {
      pending.current.add(name);
      flushPending();
    },
    [flushPending],
  );

  const ids = useCallback(
    (name: Key) => {
      const input = `${formId}-${name}`;
      return { input, error: `${input}-error`, hint: `${input}-hint` };
    },
    [formId],
  );

  const error = useCallback((name: Key) => serverErrors[name] ?? errors[name], [errors, serverErrors]);

  const validateAll = useCallback((): Out | null => {
    clearTimeout(timer.current);
    pending.current.clear();
    const result = check(Object.keys(latest.current) as Key[]);
    if (result.success) return result.data;
    setAttempted(true);
    const names = Object.keys(messagesByField(result.error)) as Key[];
    firstInPage(names.map((name) => ids(name).input))?.focus();
    return null;
  }, [check, ids]);

  const setServerErrors = useCallback(
    (fields: Record<string, string> | undefined) => {
      setServerErrorsState(fields ?? {});
      const own = Object.keys(fields ?? {}).filter((name) => name in latest.current) as Key[];
      firstInPage(own.map((name) => ids(name).input))?.focus();
      return own.length > 0;
    },
    [ids],
  );

  const { isValid, failing } = useMemo(() => {
    const result = parse(values);
    return {
      isValid: result.success,
      failing: result.success ? [] : (Object.keys(messagesByField(result.error)) as Key[]),
    };
  }, [parse, values]);

  const inputProps = useCallback(
    (name: Key, options?: { hint?: boolean }) => {
      const fieldIds = ids(name);
      const message = error(name);
      const describedBy = [options?.hint ? fieldIds.hint : null, message ? fieldIds.error : null].filter(
        Boolean,
      );
      return {
        id: fieldIds.input,
        name,
        value: String(values[name] ?? ''),
        onChange: (event: { currentTarget: { value: string } }) =>
          set(name, event.currentTarget.value as V[Key]),
        onBlur: () => touch(name),
        'aria-invalid': Boolean(message),
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      };
    },
    [ids, error, values, set, touch],
  );

  return {
    values,
    set,
    patch,
    touch,
    error,
    isValid,
    failing,
    attempted,
    validateAll,
    setServerErrors,
    ids,
    inputProps,
  };
}
