import { defineComponent, h } from "vue";

// Formats a money amount with the locale of the current workspace.
export default defineComponent({
  name: "LgCurrency",
  props: {
    amount: { type: Number, required: true },
    currency: {
      type: String,
      default: "EUR",
      validator: (v) => ["EUR", "USD", "GBP", "CHF"].includes(v),
    },
    locale: { type: String, default: "de-DE" },
    showSign: { type: Boolean, default: false },
  },
  computed: {
    formatted() {
      return new Intl.NumberFormat(this.locale, {
        style: "currency",
        currency: this.currency,
        signDisplay: this.showSign ? "exceptZero" : "auto",
      }).format(this.amount);
    },
  },
  render() {
    return h(
      "span",
      {
        class: [
          "lg-currency",
          { "lg-currency--negative": this.amount < 0, "lg-currency--positive": this.showSign && this.amount > 0 },
        ],
      },
      this.formatted
    );
  },
});
