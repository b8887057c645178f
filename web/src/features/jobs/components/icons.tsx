import { type IconProps, Stroked } from '../../../lib/ui/icons';

/** The report flag on a job card. */
export function FlagIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Stroked>
  );
}

export function SlidersIcon(props: IconProps) {
  return (
    <Stroked {...props}>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </Stroked>
  );
}
