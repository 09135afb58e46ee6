import Root from './stat-card.svelte';

export { Root, Root as StatCard };
