import { Avatar } from "../Avatar/Avatar";
import { IconButton } from "../IconButton/IconButton";
import { Navbar } from "../Navbar/Navbar";
import { SearchField } from "./components/SearchField/SearchField";
import styles from "./AppHeader.module.css";

interface AppHeaderProps {
  userName: string;
  cartCount?: number;
  /** Hides the search on checkout pages. */
  showSearch?: boolean;
}

/** The shop's header: navigation, search, cart and account. */
export function AppHeader({ userName, cartCount = 0, showSearch = true }: AppHeaderProps) {
  return (
    <header className={styles.header}>
      <Navbar brand={<strong>Acme</strong>}>{null}</Navbar>
      {showSearch && <SearchField placeholder="Search products" />}
      <IconButton icon="cart" label={`Cart (${cartCount})`} />
      <Avatar name={userName} size="sm" />
    </header>
  );
}
