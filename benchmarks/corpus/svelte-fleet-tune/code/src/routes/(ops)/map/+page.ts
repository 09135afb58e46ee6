import { fleetApi } from "$lib/fleet/api";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch }) => {
	const vehicles = await fleetApi.vehicles(fetch);
	return { vehicles, depotName: "Lisbon North" };
};
