import { defineComponent, h } from "vue";
import LgIconButton from "./LgIconButton.vue";

export default defineComponent({
  name: "LgPagination",
  props: {
    page: { type: Number, default: 1 },
    pageSize: { type: Number, default: 25 },
    total: { type: Number, required: true },
    compact: { type: Boolean, default: false },
  },
  emits: ["update:page"],
  computed: {
    pageCount() {
      return Math.max(1, Math.ceil(this.total / this.pageSize));
    },
    rangeText() {
      if (!this.total) return "0 results";
      const from = (this.page - 1) * this.pageSize + 1;
      const to = Math.min(this.total, this.page * this.pageSize);
      return this.compact ? `${this.page} / ${this.pageCount}` : `${from}–${to} of ${this.total}`;
    },
  },
  methods: {
    go(page) {
      if (page >= 1 && page <= this.pageCount) this.$emit("update:page", page);
    },
  },
  render() {
    return h("nav", { class: ["lg-pagination", { "lg-pagination--compact": this.compact }], "aria-label": "Pagination" }, [
      h(LgIconButton, {
        icon: "chevron-left",
        label: "Previous page",
        size: "sm",
        disabled: this.page <= 1,
        onClick: () => this.go(this.page - 1),
      }),
      h("span", { class: "lg-pagination__range" }, this.rangeText),
      h(LgIconButton, {
        icon: "chevron-right",
        label: "Next page",
        size: "sm",
        disabled: this.page >= this.pageCount,
        onClick: () => this.go(this.page + 1),
      }),
    ]);
  },
});
