import type { ReactNode } from 'react';
import { authStyles } from './AuthLayout';

interface FormSectionProps {
  title: string;
  /** Says "(required)" or "(optional)" after the title, so nobody has to guess. */
  need: 'required' | 'optional';
  /** A sentence under the title. */
  lead?: ReactNode;
  describedBy?: string;
  children: ReactNode;
}

/** A titled group of fields in the sign-up forms. */
export function FormSection({ title, need, lead, describedBy, children }: FormSectionProps) {
  return (
    <fieldset className={authStyles.section} aria-describedby={describedBy}>
      <legend className={authStyles.sectionTitle}>
        {title} <span className={authStyles.sectionMarker}>({need})</span>
      </legend>
      {lead ? <p className={authStyles.sectionLead}>{lead}</p> : null}
      {children}
    </fieldset>
  );
}
