import Root from "./avatar.svelte";
import Fallback from "./avatar-fallback.svelte";
import Image from "./avatar-image.svelte";

export {
	Root,
	Fallback,
	Image,
	//
	Root as Avatar,
	Fallback as AvatarFallback,
	Image as AvatarImage
};
