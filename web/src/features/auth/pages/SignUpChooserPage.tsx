import { webPaths } from '@shared/web-paths';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { SignedOutOnly } from '../../../lib/auth/SignedOutOnly';
import { BriefcaseIcon, StudentIcon } from '../../../lib/ui/icons';
import { useHydrated } from '../../../lib/use-hydrated';
import { AuthLayout, authStyles } from '../components/AuthLayout';
import { GoogleButton } from '../components/GoogleButton';
import { CheckIcon, UserPlusIcon } from '../components/icons';
import { type AccountType, storedSignUpTab } from '../lib/account-type';
import styles from './SignUpChooserPage.module.css';

const choices: readonly {
  value: AccountType;
  name: string;
  tagline: string;
  icon: ReactNode;
  features: string[];
}[] = [
  {
    value: 'student',
    name: 'Student',
    tagline: 'Find job opportunities',
    icon: <StudentIcon />,
    features: [
      'Browse short jobs close to home',
      'Apply in a minute with your profile',
      'Track every application in one place',
      'Under 18? Your parent or guardian stays in the loop',
    ],
  },
  {
    value: 'employer',
    name: 'Employer',
    tagline: 'Post job listings',
    icon: <BriefcaseIcon />,
    features: [
      'Post a job in a few minutes',
      'Review applicants and read their bios',
      'Accept a student or invite them to talk',
      'Reach students in your own neighbourhood',
    ],
  },
];

/** /auth/signup: choose a student or an employer account (docs/spec/1-students-and-accounts.md §2); not for the signed-in. */
export default function SignUpChooserPage() {
  return (
    <SignedOutOnly>
      <SignUpChooser />
    </SignedOutOnly>
  );
}

function SignUpChooser() {
  // The stored tab is this visitor's own: the pre-rendered page was built without it, so hydration
  // starts from the default and it applies right after. A choice made here wins over it.
  const hydrated = useHydrated();
  const [chosen, setType] = useState<AccountType | null>(null);
  const type = chosen ?? (hydrated ? storedSignUpTab() : null) ?? 'student';
  const name = useId();
  return (
    <AuthLayout
      wide
      pageTitle="Sign up"
      description="Create a student or employer account on Neighbourhood Jobs."
      heading="Join Neighbourhood Jobs"
      lead="Which kind of account would you like?"
      icon={<UserPlusIcon />}
      footer={
        <p>
          Already have an account?{' '}
          <Link to={webPaths.signIn} state={{ role: type }}>
            Sign in
          </Link>
        </p>
      }
    >
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Account type</legend>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <span className={styles.top}>
              <input
                className={styles.radio}
                type="radio"
                name={name}
                value={choice.value}
                checked={type === choice.value}
                onChange={() => setType(choice.value)}
              />
              <span className={styles.icon}>{choice.icon}</span>
              <span>
                <span className={styles.name}>{choice.name}</span>
                <span className={styles.tagline}>{choice.tagline}</span>
              </span>
            </span>
            <ul className={styles.features}>
              {choice.features.map((feature) => (
                <li key={feature}>
                  <CheckIcon />
                  {feature}
                </li>
              ))}
            </ul>
          </label>
        ))}
      </fieldset>
      <div className={authStyles.actions}>
        <Link
          to={type === 'student' ? webPaths.studentSignUp : webPaths.employerSignUp}
          className="btn btn-primary btn-lg btn-block"
        >
          {type === 'student' ? 'Sign up as a student' : 'Sign up as an employer'}
        </Link>
        <GoogleButton accountType={type} />
      </div>
    </AuthLayout>
  );
}
