import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Logo } from '../Logo';
import { Actions, Bar, Links } from './TopNav.styles';

export type TopNavTone = 'solid' | 'transparent';

export interface TopNavLink {
  label: string;
  href: string;
}

export interface TopNavProps {
  /** `transparent` over the hero photo of the home and hotel pages. */
  tone?: TopNavTone;
  links?: TopNavLink[];
  signedIn?: boolean;
  userInitials?: string;
  onSavedClick?: () => void;
  onSignIn?: () => void;
}

const defaultLinks: TopNavLink[] = [
  { label: 'Stays', href: '/stays' },
  { label: 'Flights', href: '/flights' },
];

/** The site header: logo, product links, saved list and account. */
export function TopNav({
  tone = 'solid',
  links = defaultLinks,
  signedIn = false,
  userInitials,
  onSavedClick,
  onSignIn,
}: TopNavProps) {
  return (
    <Bar $tone={tone}>
      <a href="/" aria-label="Fernweh home">
        <Logo tone={tone === 'transparent' ? 'inverse' : 'brand'} />
      </a>
      <Links>
        {links.map((link) => (
          <Button key={link.href} variant="ghost" size="sm" onClick={() => window.location.assign(link.href)}>
            {link.label}
          </Button>
        ))}
      </Links>
      <Actions>
        <IconButton icon="heart" label="Saved stays" variant="ghost" onClick={onSavedClick} />
        {signedIn ? (
          <Avatar initials={userInitials} size="sm" />
        ) : (
          <Button variant="secondary" size="sm" onClick={onSignIn}>
            Sign in
          </Button>
        )}
      </Actions>
    </Bar>
  );
}
