import Root from "./table.svelte";
import Body from "./table-body.svelte";
import Cell from "./table-cell.svelte";
import Head from "./table-head.svelte";
import Header from "./table-header.svelte";
import Row from "./table-row.svelte";

export {
	Root,
	Body,
	Cell,
	Head,
	Header,
	Row,
	//
	Root as Table,
	Body as TableBody,
	Cell as TableCell,
	Head as TableHead,
	Header as TableHeader,
	Row as TableRow
};
