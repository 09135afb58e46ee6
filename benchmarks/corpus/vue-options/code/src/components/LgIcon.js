import { defineComponent, h } from "vue";
import { ICONS, ICON_NAMES } from "../icons.js";

export default defineComponent({
  name: "LgIcon",
  props: {
    name: {
      type: String,
      required: true,
      validator: (v) => ICON_NAMES.includes(v),
    },
    size: { type: Number, default: 16 },
    title: { type: String, default: null },
  },
  render() {
    return h(
      "svg",
      {
        class: ["lg-icon", `lg-icon--${this.name}`],
        width: this.size,
        height: this.size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        "stroke-width": 2,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        role: this.title ? "img" : "presentation",
        "aria-hidden": this.title ? null : "true",
      },
      [this.title ? h("title", this.title) : null, h("path", { d: ICONS[this.name] })]
    );
  },
});
