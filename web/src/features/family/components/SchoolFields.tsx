import { formatLongDate } from '@shared/rules/display';
import type { SchoolSettings } from '@shared/rules/young-teen-rules';
import { useState } from 'react';
import styles from './FamilySections.module.css';

interface SchoolFieldsProps {
  id: string;
  teenFirstName: string;
  school: SchoolSettings;
  onChange: (school: SchoolSettings) => void;
}

/**
 * The teen's school, for the federal rules on 14- and 15-year-olds' hours across their jobs: school
 * hours, and the holidays and breaks when there is none. School days are Monday to Friday outside
 * June to August unless marked off here.
 */
export function SchoolFields({ id, teenFirstName, school, onChange }: SchoolFieldsProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const addable = from !== '' && (to === '' || to >= from);
  return (
    <fieldset className={styles.fieldset}>
      <legend>School days and hours</legend>
      <p className={styles.hint}>
        Under 16, {teenFirstName} may not work during school hours on a school day, nor more than 3 hours on
        one. School days are Monday to Friday outside June to August: mark holidays and breaks below.
      </p>
      <div className={styles.times}>
        <div className={styles.field}>
          <label htmlFor={`${id}-school-start`}>School starts</label>
          <input
            id={`${id}-school-start`}
            type="time"
            value={school.startTime}
            onChange={(event) => onChange({ ...school, startTime: event.currentTarget.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-school-end`}>School ends</label>
          <input
            id={`${id}-school-end`}
            type="time"
            value={school.endTime}
            onChange={(event) => onChange({ ...school, endTime: event.currentTarget.value })}
          />
        </div>
      </div>
      {school.daysOff.length > 0 ? (
        <ul className={styles.daysOff} aria-label="Days off school">
          {school.daysOff.map((range, index) => (
            <li key={`${range.from}-${range.to}`}>
              <span>
                {range.from === range.to
                  ? formatLongDate(range.from)
                  : `${formatLongDate(range.from)} to ${formatLongDate(range.to)}`}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => onChange({ ...school, daysOff: school.daysOff.filter((_, i) => i !== index) })}
              >
                Remove<span className="visually-hidden"> {range.from}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.times}>
        <div className={styles.field}>
          <label htmlFor={`${id}-off-from`}>Day off (or first day of a break)</label>
          <input
            id={`${id}-off-from`}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-off-to`}>Last day of the break (optional)</label>
          <input
            id={`${id}-off-to`}
            type="date"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </div>
      </div>
      <div>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-disabled={!addable || undefined}
          onClick={() => {
            if (!addable) return;
            onChange({
              ...school,
              daysOff: [...school.daysOff, { from, to: to || from }].sort((a, b) =>
                a.from.localeCompare(b.from),
              ),
            });
            setFrom('');
            setTo('');
          }}
        >
          Add days off
        </button>
      </div>
    </fieldset>
  );
}
