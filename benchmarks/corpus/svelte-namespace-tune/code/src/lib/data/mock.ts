// Fixture data for local development (`vite dev` without the clinic API).
import type { AppointmentStatus, Species } from "$lib/components/clinic";

export interface Appointment {
  id: string;
  time: string;
  petName: string;
  species: Species;
  ownerName: string;
  ownerPhone: string;
  reason: string;
  vet: string;
  status: AppointmentStatus;
  urgent?: boolean;
}

export const appointments: Appointment[] = [
  { id: "a-1", time: "09:30", petName: "Biscuit", species: "dog", ownerName: "Hannah Reid", ownerPhone: "07700 900412", reason: "Annual vaccination", vet: "Dr. Okafor", status: "checked-in" },
  { id: "a-2", time: "09:45", petName: "Miso", species: "cat", ownerName: "Tom Achebe", ownerPhone: "07700 900871", reason: "Limping, front left paw", vet: "Dr. Lindqvist", status: "in-exam", urgent: true },
  { id: "a-3", time: "08:15", petName: "Pepper", species: "rabbit", ownerName: "Ana Souza", ownerPhone: "07700 900233", reason: "Dental follow-up", vet: "Dr. Okafor", status: "ready" },
];

export interface Invoice {
  id: string;
  patient: string;
  owner: string;
  date: string;
  amount: number;
  status: "draft" | "unpaid" | "overdue" | "paid";
}

export const invoices: Invoice[] = [
  { id: "INV-2041", patient: "Biscuit", owner: "Hannah Reid", date: "14 May", amount: 211.2, status: "unpaid" },
  { id: "INV-2038", patient: "Luna", owner: "Priya Nair", date: "2 May", amount: 96.0, status: "overdue" },
  { id: "INV-2031", patient: "Pepper", owner: "Ana Souza", date: "28 Apr", amount: 58.5, status: "paid" },
];
