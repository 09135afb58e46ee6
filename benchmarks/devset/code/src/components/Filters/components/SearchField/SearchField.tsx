interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows a clear button when there is text. */
  clearable?: boolean;
}

/** Filters a list as the user types. */
export function SearchField({ value, onChange, clearable = true }: SearchFieldProps) {
  return (
    <span>
      <input type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      {clearable && value && <button onClick={() => onChange("")}>Clear</button>}
    </span>
  );
}
