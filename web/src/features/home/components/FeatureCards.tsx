import { webPaths } from '@shared/web-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './FeatureCards.module.css';

interface Feature {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const features: Feature[] = [
  {
    to: webPaths.skill,
    title: 'Grow real skills',
    text: 'Every job builds responsibility, communication and time management: skills that stand out on a résumé and last a lifetime.',
    icon: <path d="M12 3 1 9l11 6 9-4.9V17h2V9L12 3Zm-7 10.2V17l7 4 7-4v-3.8L12 17l-7-3.8Z" />,
  },
  {
    to: webPaths.jobs,
    title: 'Find jobs near you',
    text: 'Dog walking, babysitting, yard work, tutoring, tech help and more. Search by your town or ZIP code and see how far away each job is.',
    icon: (
      <path d="M10 4h4a2 2 0 0 1 2 2v1h4a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h4V6a2 2 0 0 1 2-2Zm0 3h4V6h-4v1Z" />
    ),
  },
  {
    to: webPaths.community,
    title: 'Connect with your community',
    text: 'Get to know the people on your street, lend a hand where it is needed and earn the kind of trust that turns into great references.',
    icon: (
      <path d="M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 13c-3.3 0-6 1.7-6 4v3h12v-3c0-2.3-2.7-4-6-4Zm8 0c-.6 0-1.2.1-1.7.2 1 .9 1.7 2.1 1.7 3.8v3h6v-3c0-2.3-2.7-4-6-4Z" />
    ),
  },
];

export function FeatureCards() {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.to} className={styles.card}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <g fill="currentColor">{feature.icon}</g>
          </svg>
          <h3 className={styles.title}>
            {/* The link covers the whole card (see .link::after) but its name stays the short title. */}
            <Link to={feature.to} className={styles.link}>
              {feature.title}
            </Link>
          </h3>
          <p className={styles.text}>{feature.text}</p>
          <span className={styles.more} aria-hidden="true">
            Learn more →
          </span>
        </li>
      ))}
    </ul>
  );
}
