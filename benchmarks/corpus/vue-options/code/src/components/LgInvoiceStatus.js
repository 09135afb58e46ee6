import { defineComponent, h } from "vue";
import LgBadge from "./LgBadge.vue";

const STATUS = {
  draft: { tone: "neutral", text: "Draft" },
  sent: { tone: "info", text: "Sent" },
  paid: { tone: "success", text: "Paid" },
  overdue: { tone: "danger", text: "Overdue" },
  void: { tone: "neutral", text: "Void" },
};

// Invoice lifecycle status, rendered as a dotted LgBadge with the agreed
// wording and colour so every screen shows statuses the same way.
export default defineComponent({
  name: "LgInvoiceStatus",
  props: {
    status: {
      type: String,
      required: true,
      validator: (v) => Object.keys(STATUS).includes(v),
    },
    size: {
      type: String,
      default: "md",
      validator: (v) => ["sm", "md"].includes(v),
    },
  },
  render() {
    const { tone, text } = STATUS[this.status];
    return h(
      LgBadge,
      { tone, size: this.size, dot: true, class: ["lg-invoice-status", `lg-invoice-status--${this.status}`] },
      () => text
    );
  },
});
