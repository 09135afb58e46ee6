export { SearchBar } from './SearchBar';
export type { SearchBarLayout, SearchBarProps, StaySearch } from './SearchBar';
