/** A friendly signpost: decorative art for the not-found and error pages. */
export function SignpostArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 128 128" aria-hidden="true" focusable="false">
      <circle cx="64" cy="64" r="60" fill="var(--color-brand-soft)" />
      <ellipse cx="64" cy="110" rx="30" ry="5" fill="var(--color-border)" />
      <rect x="60" y="26" width="8" height="84" rx="3" fill="var(--color-brand-strong)" />
      <path d="M30 34h52l10 9-10 9H30a3 3 0 0 1-3-3V37a3 3 0 0 1 3-3Z" fill="var(--color-brand)" />
      <path d="M98 60H46l-10 9 10 9h52a3 3 0 0 0 3-3V63a3 3 0 0 0-3-3Z" fill="var(--color-accent)" />
      <path d="M40 43h32M54 69h34" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="100" cy="26" r="8" fill="#f5b83d" />
    </svg>
  );
}
