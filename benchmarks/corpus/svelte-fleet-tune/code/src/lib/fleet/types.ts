export const vehicleStatuses = ["on-route", "idle", "delayed", "breakdown", "offline"] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

export interface Position {
	lat: number;
	lng: number;
	/** Degrees clockwise from north, as the telematics box reports it (0, 90, 180, 270, …). */
	heading: number;
}

export interface Vehicle {
	id: string;
	plate: string;
	model: string;
	driverName: string;
	status: VehicleStatus;
	/** State of charge in percent. */
	battery: number;
	isCharging: boolean;
	/** Local time of the next stop, "14:32"; absent when the vehicle has no open stop. */
	eta?: string;
	depot: string;
	stopsDone: number;
	stopsTotal: number;
	odometerKm: number;
	position: Position;
}

export interface Driver {
	id: string;
	name: string;
	phone: string;
	licence: string;
	depot: string;
	isOnShift: boolean;
	vehicleId?: string;
	photoUrl?: string;
}

export type DispatchPriority = "Standard" | "Express" | "Same hour";
