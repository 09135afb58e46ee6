export { default as HbTimeline } from "./HbTimeline.vue";
export { default as HbTimelineItem } from "./HbTimelineItem.vue";
