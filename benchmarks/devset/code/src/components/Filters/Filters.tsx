import type { ReactNode } from "react";
import { SearchField } from "./components/SearchField/SearchField";
import { FilterChip } from "./components/FilterChip/FilterChip";
import styles from "./Filters.module.css";

interface FiltersProps {
  query: string;
  onQueryChange: (query: string) => void;
  children?: ReactNode;
}

/** The filter bar above product lists. */
export function Filters({ query, onQueryChange, children }: FiltersProps) {
  return (
    <div className={styles.filters}>
      <SearchField value={query} onChange={onQueryChange} />
      <FilterChip label="In stock" />
      {children}
    </div>
  );
}
