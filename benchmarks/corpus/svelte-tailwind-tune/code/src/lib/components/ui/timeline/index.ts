import Root from './timeline.svelte';
import Item, { type TimelineTone } from './timeline-item.svelte';

export {
	Root,
	Item,
	//
	Root as Timeline,
	Item as TimelineItem,
	type TimelineTone
};
