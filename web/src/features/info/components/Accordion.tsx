import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItemData {
  /** Stable and readable: /faq#<id> opens this item. */
  id: string;
  question: string;
  answer: ReactNode;
}

interface AccordionProps {
  items: AccordionItemData[];
  /** The level of each question's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * WAI-ARIA disclosure accordion: each question is a real <button> inside a heading, so Enter and
 * Space work natively and screen-reader users can jump between questions by heading.
 */
export function Accordion({ items, headingLevel = 2 }: AccordionProps) {
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <AccordionItem key={item.id} item={item} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function AccordionItem({ item, headingLevel }: { item: AccordionItemData; headingLevel: 2 | 3 }) {
  const uid = useId();
  const buttonId = `${uid}-button`;
  const panelId = `${uid}-panel`;
  const [open, setOpen] = useState(false);
  // /faq#<id> opens the item. Read after the first render, not during it: the pre-rendered HTML (built
  // without an address's #hash) is hydrated closed, then opens before the browser paints again.
  useLayoutEffect(() => {
    if (window.location.hash === `#${item.id}`) setOpen(true);
  }, [item.id]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={styles.item} id={item.id}>
      <Heading className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{item.question}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </Heading>
      {/* A named <section> is a region landmark, as the pattern asks for the panel. */}
      <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {item.answer}
      </section>
    </div>
  );
}
