import Root from './Card.svelte';
import Header from './CardHeader.svelte';
import Body from './CardBody.svelte';
import Footer from './CardFooter.svelte';

// `import * as Card from '@airwave/ui/card'` gives <Card.Root>, <Card.Header>, …;
// the plain names are for `import { Card, CardHeader } from '@airwave/ui'`.
export {
	Root,
	Header,
	Body,
	Footer,
	Root as Card,
	Header as CardHeader,
	Body as CardBody,
	Footer as CardFooter
};
