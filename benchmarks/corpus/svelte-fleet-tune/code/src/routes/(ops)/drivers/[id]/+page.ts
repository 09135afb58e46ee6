import { fleetApi } from "$lib/fleet/api";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch, params }) => {
	const driver = await fleetApi.driver(fetch, params.id);
	return {
		driver,
		today: { deliveries: 18, deliveriesDelta: 12, onTime: 94, onTimeDelta: 3, lateStops: 2, lateStopsDelta: -50 },
		shiftProgress: 75,
		licenceExpiresInDays: 14
	};
};
