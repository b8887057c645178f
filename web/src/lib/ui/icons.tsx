import type { ReactNode, SVGProps } from 'react';

/**
 * Small line icons (24×24, stroke = currentColor). Decorative by default: the text next to an icon
 * carries the meaning, so icons are hidden from assistive technology.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

/** The 24×24 stroked frame every line icon draws in; feature icon sets build on it too. */
export function Stroked({ size = '1.25em', children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="m6 9 6 6 6-6" />
    </Stroked>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M5 12h14M12 5l7 7-7 7" />
    </Stroked>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </Stroked>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Stroked>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </Stroked>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Stroked>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <path d="M7.5 7.5h.01" />
    </Stroked>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </Stroked>
  );
}

export function NavigationIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="m3 11 19-9-9 19-2-8-8-2Z" />
    </Stroked>
  );
}

export function StudentIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M22 10 12 5 2 10l10 5 10-5Z" />
      <path d="M6 12v5c3 2 9 2 12 0v-5" />
    </Stroked>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />
    </Stroked>
  );
}

export function BriefcaseIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    </Stroked>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5M3 21v-5h5" />
    </Stroked>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </Stroked>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.35-4.35" />
    </Stroked>
  );
}

export function LogOutIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5M21 12H9" />
    </Stroked>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z" />
    </Stroked>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4ZM17.5 6.5h.01" />
    </Stroked>
  );
}

export function XLogoIcon({ size = '1.25em', ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.65l-5.21-6.82-5.97 6.82H1.68l7.73-8.84L1.25 2.25h6.83l4.71 6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12Z" />
    </svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Stroked>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </Stroked>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </Stroked>
  );
}

/** A wrench: power-driven equipment on a job card. */
export function ToolIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76Z" />
    </Stroked>
  );
}

/** Job alerts: a saved search e-mails new matches. */
export function BellIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Stroked>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M21 12a8 8 0 0 1-11.7 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    </Stroked>
  );
}
