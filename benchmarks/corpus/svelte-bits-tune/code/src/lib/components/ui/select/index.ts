import Root from "./select.svelte";
import Content from "./select-content.svelte";
import Group from "./select-group.svelte";
import Item from "./select-item.svelte";
import Trigger from "./select-trigger.svelte";

export {
	Root,
	Content,
	Group,
	Item,
	Trigger,
	//
	Root as Select,
	Content as SelectContent,
	Group as SelectGroup,
	Item as SelectItem,
	Trigger as SelectTrigger
};
