import Root from "./native-select.svelte";

export { Root, Root as NativeSelect };
