import Root from './table.svelte';
import Header from './table-header.svelte';
import Body from './table-body.svelte';
import Row from './table-row.svelte';
import Head from './table-head.svelte';
import Cell from './table-cell.svelte';

export {
	Root,
	Header,
	Body,
	Row,
	Head,
	Cell,
	//
	Root as Table,
	Header as TableHeader,
	Body as TableBody,
	Row as TableRow,
	Head as TableHead,
	Cell as TableCell
};
