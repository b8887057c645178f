import { useId } from 'react';
import { SearchIcon } from '../../../lib/ui/icons';
import styles from './SearchBox.module.css';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A search input with a (visually hidden) label; it filters what is already on the page. */
export function SearchBox({ label, placeholder, value, onChange, disabled }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.box}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className={styles.icon} />
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
