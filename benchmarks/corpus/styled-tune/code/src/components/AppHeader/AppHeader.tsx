import { forwardRef, type ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { BrandLogo } from '../BrandLogo';
import { SearchField } from '../SearchField';
import { Actions, HeaderBar, SearchSlot } from './AppHeader.styled';

export interface AppHeaderProps {
  /** The global recipe search in the middle of the bar. */
  showSearch?: boolean;
  searchPlaceholder?: string;
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  userInitials?: string;
  userAvatarUrl?: string;
  /** Extra controls drawn before the avatar. */
  actions?: ReactNode;
}

export const AppHeader = forwardRef<HTMLElement, AppHeaderProps>(function AppHeader(
  {
    showSearch = true,
    searchPlaceholder = 'Search recipes',
    searchValue,
    onSearchChange,
    userInitials,
    userAvatarUrl,
    actions,
  },
  ref,
) {
  return (
    <HeaderBar ref={ref}>
      <BrandLogo />
      {showSearch && (
        <SearchSlot>
          <SearchField
            placeholder={searchPlaceholder}
            value={searchValue}
            onChange={onSearchChange}
          />
        </SearchSlot>
      )}
      <Actions>
        {actions}
        <Avatar size="md" src={userAvatarUrl} initials={userInitials} alt="Your account" />
      </Actions>
    </HeaderBar>
  );
});
