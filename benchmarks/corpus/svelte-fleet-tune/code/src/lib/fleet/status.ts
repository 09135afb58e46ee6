import type { StatusChipTone } from "$lib/ui/status-chip.svelte";
import type { VehicleStatus } from "./types";

/** How a vehicle status reads in lists, tables and on the map. */
export const statusMeta: Record<VehicleStatus, { label: string; tone: StatusChipTone }> = {
	"on-route": { label: "On route", tone: "brand" },
	idle: { label: "Idle", tone: "neutral" },
	delayed: { label: "Delayed", tone: "warning" },
	breakdown: { label: "Breakdown", tone: "alert" },
	offline: { label: "Offline", tone: "neutral" }
};
