// Clinic-specific components, built from the library parts.
export { default as AppointmentCard } from "./AppointmentCard.svelte";
export { default as PatientHeader } from "./PatientHeader.svelte";
export { default as PetAvatar } from "./PetAvatar.svelte";
export { default as InvoiceSummary } from "./InvoiceSummary.svelte";
export * from "./types";
