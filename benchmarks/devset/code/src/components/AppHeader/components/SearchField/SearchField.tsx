import { Icon } from "../../../Icon/Icon";
import styles from "./SearchField.module.css";

interface SearchFieldProps {
  placeholder?: string;
  /** Opens the suggestions panel while typing. */
  suggestions?: boolean;
  onSearch?: (query: string) => void;
}

/** The header's product search. */
export function SearchField({ placeholder = "Search", suggestions = true, onSearch }: SearchFieldProps) {
  return (
    <form role="search" className={styles.search} onSubmit={(event) => { event.preventDefault(); onSearch?.(""); }}>
      <Icon name="search" size="sm" />
      <input type="search" placeholder={placeholder} aria-autocomplete={suggestions ? "list" : "none"} />
    </form>
  );
}
