import Root from './breadcrumb.svelte';
import Item from './breadcrumb-item.svelte';

export {
	Root,
	Item,
	//
	Root as Breadcrumb,
	Item as BreadcrumbItem
};
