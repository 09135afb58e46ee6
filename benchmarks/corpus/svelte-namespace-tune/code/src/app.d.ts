// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
  namespace App {
    interface Locals {
      staff: { id: string; name: string; initials: string; role: "vet" | "nurse" | "reception" } | null;
    }
    interface PageData {
      clinic?: { id: string; name: string };
    }
  }
}

export {};
