import { fleetApi } from "$lib/fleet/api";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch, url }) => {
	const depot = url.searchParams.get("depot") ?? undefined;
	const [vehicles, depots] = await Promise.all([fleetApi.vehicles(fetch, depot), fleetApi.depots(fetch)]);
	return { vehicles, depots, depot };
};
