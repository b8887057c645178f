import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { BriefcaseIcon, StudentIcon } from '../../../lib/ui/icons';
import type { AccountType } from '../lib/account-type';
import styles from './RoleTabs.module.css';

const tabs: readonly { value: AccountType; label: string; icon: ReactNode }[] = [
  { value: 'student', label: 'Student', icon: <StudentIcon /> },
  { value: 'employer', label: 'Employer', icon: <BriefcaseIcon /> },
];

interface RoleTabsProps {
  label: string;
  value: AccountType;
  onChange: (value: AccountType) => void;
  /** The panel's content; one panel serves both tabs (the same form, a different role). */
  children: ReactNode;
}

/**
 * Student / Employer tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between the tabs and
 * select them; only the selected tab is in the tab order, Tab moves on into the panel.
 */
export function RoleTabs({ label, value, onChange, children }: RoleTabsProps) {
  const id = useId();
  const refs = useRef<Record<AccountType, HTMLButtonElement | null>>({ student: null, employer: null });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    refs.current[tab.value]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[tab.value] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(tab.value)}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${value}`}>
        {children}
      </div>
    </>
  );
}
