// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		interface Locals {
			dispatcherId: string | null;
		}
		interface PageData {
			depotName?: string;
		}
	}
}

export {};
