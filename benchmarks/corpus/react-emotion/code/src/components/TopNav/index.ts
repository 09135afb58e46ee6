export { TopNav } from './TopNav';
export type { TopNavLink, TopNavProps, TopNavTone } from './TopNav';
