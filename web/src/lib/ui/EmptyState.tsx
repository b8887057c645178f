import type { ReactNode } from 'react';
import panel from './Panel.module.css';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links offered as the way onward. */
  action?: ReactNode;
  /** Heading level inside the page's outline. */
  level?: 2 | 3;
}

/** Empty, no-match and error states: a title, a sentence and a way onward, in a card. */
export function EmptyState({ title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`${panel.panel} ${panel.state}`}>
      <Heading className={panel.stateTitle}>{title}</Heading>
      {children ? <div className={panel.stateText}>{children}</div> : null}
      {action}
    </div>
  );
}
