import Root from "./radio-group.svelte";
import Item from "./radio-group-item.svelte";

export {
	Root,
	Item,
	//
	Root as RadioGroup,
	Item as RadioGroupItem
};
