import { defineComponent, h } from "vue";

export default defineComponent({
  name: "LgSpinner",
  props: {
    size: {
      type: String,
      default: "md",
      validator: (v) => ["sm", "md", "lg"].includes(v),
    },
    label: { type: String, default: "Loading" },
  },
  render() {
    return h("span", { class: ["lg-spinner", `lg-spinner--${this.size}`], role: "status" }, [
      h("span", { class: "lg-spinner__ring" }),
      h("span", { class: "lg-visually-hidden" }, this.label),
    ]);
  },
});
