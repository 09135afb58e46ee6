import type { Tone } from "../types";

export type Species = "dog" | "cat" | "rabbit" | "bird" | "reptile" | "other";

export type Sex = "male" | "female" | "male-neutered" | "female-spayed" | "unknown";

/** A visit's place on the appointments board, left to right. */
export type AppointmentStatus = "booked" | "checked-in" | "in-exam" | "ready" | "no-show";

export const appointmentStatus: Record<AppointmentStatus, { label: string; tone: Tone }> = {
  booked: { label: "Booked", tone: "neutral" },
  "checked-in": { label: "Checked in", tone: "info" },
  "in-exam": { label: "In exam", tone: "warning" },
  ready: { label: "Ready for pickup", tone: "success" },
  "no-show": { label: "No-show", tone: "danger" },
};

export const sexLabel: Record<Sex, string> = {
  male: "Male",
  female: "Female",
  "male-neutered": "Male, neutered",
  "female-spayed": "Female, spayed",
  unknown: "Sex unknown",
};
