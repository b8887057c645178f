import { ChevronDownIcon } from '../../lib/ui/icons';
import { Dropdown } from './Dropdown';
import styles from './Header.module.css';
import { SignUpChoices } from './SignUpChoices';

export function SignUpMenu() {
  return (
    <Dropdown
      buttonClassName={`btn btn-primary ${styles.menuButton}`}
      label={
        <>
          Sign Up
          <ChevronDownIcon className={styles.chevron} />
        </>
      }
    >
      {() => <SignUpChoices />}
    </Dropdown>
  );
}
