export { default as ClassCard } from "./ClassCard.svelte";
export type {
  ClassLevel,
  ClassStatus,
  ClassCardProps,
} from "./types.js";
