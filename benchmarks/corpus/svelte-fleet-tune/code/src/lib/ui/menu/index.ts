import Root from "./menu.svelte";
import Item from "./menu-item.svelte";
import Separator from "./menu-separator.svelte";

// `import * as Menu from "$lib/ui/menu"` → <Menu.Root>, <Menu.Item>, <Menu.Separator>;
// `import { Menu, MenuItem } from "$lib/ui/menu"` works too.
export { Root, Item, Separator, Root as Menu, Item as MenuItem, Separator as MenuSeparator };
