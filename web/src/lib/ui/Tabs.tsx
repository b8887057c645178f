import { type KeyboardEvent, type ReactNode, type Ref, useRef } from 'react';
import styles from './Tabs.module.css';

export interface TabOption<T extends string> {
  value: T;
  label: string;
  /** A count shown beside the label ("Active 3"). */
  count?: number;
}

interface TabsProps<T extends string> {
  label: string;
  options: TabOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  idPrefix: string;
  disabled?: boolean;
  tabListRef?: Ref<HTMLDivElement>;
}

/**
 * Tabs with automatic activation (WAI-ARIA tabs pattern): only the selected tab is in the Tab order;
 * Left/Right (and Home/End) move between tabs and select them.
 */
export function Tabs<T extends string>({
  label,
  options,
  value,
  onChange,
  panelId,
  idPrefix,
  disabled = false,
  tabListRef,
}: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    const last = options.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    const option = options[target];
    if (!option) return;
    onChange(option.value);
    buttons.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown} ref={tabListRef}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabId(idPrefix, option.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            disabled={disabled && !selected}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.count === undefined ? null : <TabCount>{option.count}</TabCount>}
          </button>
        );
      })}
    </div>
  );
}

function TabCount({ children }: { children: ReactNode }) {
  return <span className={styles.count}>{children}</span>;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
