/** Instruments the school teaches; "theory" is the music-theory class. */
export type Instrument =
	| "piano"
	| "violin"
	| "cello"
	| "guitar"
	| "voice"
	| "drums"
	| "flute"
	| "theory";

export const instrumentLabel: Record<Instrument, string> = {
	piano: "Piano",
	violin: "Violin",
	cello: "Cello",
	guitar: "Guitar",
	voice: "Voice",
	drums: "Drums",
	flute: "Flute",
	theory: "Music theory"
};

/** The Tag colour each instrument is shown with (student header, filters). */
export const instrumentColor: Record<Instrument, "gray" | "blue" | "green" | "amber" | "rose" | "violet"> = {
	piano: "violet",
	violin: "rose",
	cello: "amber",
	guitar: "green",
	voice: "gray",
	drums: "gray",
	flute: "blue",
	theory: "blue"
};

export type LessonStatus = "booked" | "trial" | "makeup" | "cancelled";

export type InvoiceStatus = "draft" | "sent" | "paid" | "overdue";

export type StudentStatus = "active" | "trial" | "paused" | "former";

export interface Lesson {
	id: string;
	/** 0 = Monday. */
	day: number;
	/** "HH:mm", local time of the school. */
	start: string;
	duration: 30 | 45 | 60;
	student: string;
	instrument: Instrument;
	room?: string;
	status: LessonStatus;
}

export interface Invoice {
	id: string;
	number: string;
	student: string;
	issued: string;
	due: string;
	amount: number;
	status: InvoiceStatus;
}
