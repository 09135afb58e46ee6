// import * as Table from "$lib/components/Table"
// <Table.Root> <Table.Header><Table.Row><Table.Head>…</Table.Head></Table.Row></Table.Header>
//   <Table.Body><Table.Row><Table.Cell>…</Table.Cell></Table.Row></Table.Body> </Table.Root>
export { default as Root } from "./TableRoot.svelte";
export { default as Header } from "./TableHeader.svelte";
export { default as Body } from "./TableBody.svelte";
export { default as Row } from "./TableRow.svelte";
export { default as Head } from "./TableHead.svelte";
export { default as Cell } from "./TableCell.svelte";
