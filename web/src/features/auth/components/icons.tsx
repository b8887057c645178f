import { type IconProps, Stroked } from '../../../lib/ui/icons';

// Moved to the shared set (the Alert in lib/ui uses them); re-exported for the account screens.
export { CheckIcon, InfoIcon } from '../../../lib/ui/icons';

/* Icons the account screens need beyond the shared set; decorative (the text carries the meaning). */

export function EyeIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Stroked>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M9.9 4.2A9.8 9.8 0 0 1 12 4c6.4 0 10 8 10 8a17.6 17.6 0 0 1-2.2 3.3M6.6 6.6C3.9 8.4 2 12 2 12s3.6 8 10 8a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </Stroked>
  );
}

export function CircleIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="12" r="8" />
    </Stroked>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </Stroked>
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </Stroked>
  );
}

export function KeyIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 9.2-9.2M17 6l3 3M14.5 8.5l2 2" />
    </Stroked>
  );
}

export function UserPlusIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20c0-3.3 3.1-6 7-6s7 2.7 7 6M19 8v6M16 11h6" />
    </Stroked>
  );
}

/** Google's "G" in its brand colours (brand guidelines ask for the full-colour mark on a light button). */
export function GoogleGIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 48 48" width="1.25em" height="1.25em" aria-hidden="true" focusable="false" {...props}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5Z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.4-4.6 7.1l7.4 5.7c4.3-4 6.9-9.9 6.9-17.3Z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.7 10.7l7.9-6.1Z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48Z"
      />
    </svg>
  );
}
