import type { DispatchPriority, Driver, Vehicle } from "./types";

type Fetch = typeof fetch;

async function json<T>(response: Response): Promise<T> {
	if (!response.ok) throw new Error(`${response.status} ${response.statusText}: ${response.url}`);
	return (await response.json()) as T;
}

export const fleetApi = {
	vehicles: (fetch: Fetch, depot?: string) =>
		fetch(`/api/vehicles${depot ? `?depot=${encodeURIComponent(depot)}` : ""}`).then(json<Vehicle[]>),
	driver: (fetch: Fetch, id: string) => fetch(`/api/drivers/${id}`).then(json<Driver>),
	depots: (fetch: Fetch) => fetch("/api/depots").then(json<string[]>),
	dispatch: (
		fetch: Fetch,
		body: { vehicleId: string; pickup: string; dropoff: string; priority: DispatchPriority; notes: string; notifyCustomer: boolean }
	) =>
		fetch("/api/dispatches", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify(body)
		}).then(json<{ id: string; etaMinutes: number }>)
};
