export { default as Alert } from "./Alert.svelte";
