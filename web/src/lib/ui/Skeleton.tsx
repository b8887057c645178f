import type { ReactNode } from 'react';
import styles from './Skeleton.module.css';

/**
 * THE placeholder while something loads: busy, announced once by `label`, its shapes hidden from
 * assistive technology. `shapesClassName` lays the shapes out where the default stack does not fit.
 */
export function Skeleton({
  label,
  className,
  shapesClassName = styles.shapes,
  children,
}: {
  label: string;
  className?: string;
  shapesClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true" className={shapesClassName}>
        {children}
      </div>
    </div>
  );
}

/** `count` placeholder rows alike, each of `className` (its height and corners). */
export function SkeletonRows({ count, className }: { count: number; className: string | undefined }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <span key={index} className={`skeleton ${className}`} />
  ));
}
