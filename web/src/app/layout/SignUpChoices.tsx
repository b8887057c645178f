import { Link } from 'react-router-dom';
import { BriefcaseIcon, StudentIcon } from '../../lib/ui/icons';
import { signUpChoices } from './nav-links';
import styles from './SignUpChoices.module.css';

/** Student (Find job opportunities) and Employer (Post job listings): the Sign Up choices (docs/spec/1-students-and-accounts.md §2). */
export function SignUpChoices() {
  return (
    <ul className={styles.choices}>
      {signUpChoices.map((choice) => (
        <li key={choice.to}>
          <Link to={choice.to} className={styles.choice}>
            <span className={styles.icon}>
              {choice.icon === 'student' ? <StudentIcon /> : <BriefcaseIcon />}
            </span>
            <span>
              <span className={styles.label}>{choice.label}</span>
              <span className={styles.hint}>{choice.hint}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
