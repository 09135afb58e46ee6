export { default as BerthCard } from './berth-card.svelte';
export {
	default as BerthStatusBadge,
	berthStatusLabels,
	type BerthStatus
} from './berth-status-badge.svelte';
