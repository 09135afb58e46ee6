import Root, { cardVariants, type CardVariant } from './card.svelte';
import Header from './card-header.svelte';
import Title from './card-title.svelte';
import Content from './card-content.svelte';
import Footer from './card-footer.svelte';

export {
	Root,
	Header,
	Title,
	Content,
	Footer,
	//
	Root as Card,
	Header as CardHeader,
	Title as CardTitle,
	Content as CardContent,
	Footer as CardFooter,
	cardVariants,
	type CardVariant
};
