import { defineComponent, h } from "vue";
import focusable from "../mixins/focusable.js";
import LgIcon from "./LgIcon.js";

// Global search box of the top bar. Not a form field: no label, no validation,
// debounced `search` event on top of v-model.
export default defineComponent({
  name: "LgSearchField",
  mixins: [focusable],
  props: {
    modelValue: { type: String, default: "" },
    placeholder: { type: String, default: "Search" },
    shortcut: { type: String, default: null },
    debounce: { type: Number, default: 250 },
    disabled: { type: Boolean, default: false },
  },
  emits: ["update:modelValue", "search"],
  data() {
    return { timer: null };
  },
  methods: {
    onInput(event) {
      const value = event.target.value;
      this.$emit("update:modelValue", value);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.$emit("search", value), this.debounce);
    },
  },
  render() {
    return h("div", { class: ["lg-search-field", { "lg-search-field--focused": this.isFocused }] }, [
      h(LgIcon, { name: "search", class: "lg-search-field__icon" }),
      h("input", {
        ref: "focusTarget",
        type: "search",
        class: "lg-search-field__control",
        value: this.modelValue,
        placeholder: this.placeholder,
        disabled: this.disabled,
        onInput: this.onInput,
        onFocus: this.onFocus,
        onBlur: this.onBlur,
      }),
      this.shortcut ? h("kbd", { class: "lg-search-field__shortcut" }, this.shortcut) : null,
    ]);
  },
});
