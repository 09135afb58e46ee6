import Root from "./card.svelte";
import Header from "./card-header.svelte";
import Footer from "./card-footer.svelte";

// `import * as Card from "$lib/ui/card"` → <Card.Root>, <Card.Header>, <Card.Footer>;
// `import { Card, CardHeader } from "$lib/ui/card"` works too.
export { Root, Header, Footer, Root as Card, Header as CardHeader, Footer as CardFooter };
