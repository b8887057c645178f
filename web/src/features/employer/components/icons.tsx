import { type IconProps, Stroked } from '../../../lib/ui/icons';

/* Icons the employer area needs beyond the shared set; decorative (the text carries the meaning). */

export function GridIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </Stroked>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M12 5v14M5 12h14" />
    </Stroked>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
    </Stroked>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    </Stroked>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </Stroked>
  );
}

export function SidebarIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 3v18" />
    </Stroked>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </Stroked>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Stroked>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
    </Stroked>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    </Stroked>
  );
}

export function RotateIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </Stroked>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </Stroked>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </Stroked>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M22 3H2l8 9.5V19l4 2v-8.5Z" />
    </Stroked>
  );
}
