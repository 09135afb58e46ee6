import Root from './dialog.svelte';
import Content from './dialog-content.svelte';
import Title from './dialog-title.svelte';

export {
	Root,
	Content,
	Title,
	//
	Root as Dialog,
	Content as DialogContent,
	Title as DialogTitle
};
