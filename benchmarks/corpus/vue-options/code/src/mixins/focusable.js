// Tracks focus on the element referenced as `focusTarget` and exposes
// focus()/blur() so parents (forms, dialogs) can move focus programmatically.
export default {
  emits: ["focus", "blur"],
  data() {
    return {
      isFocused: false,
    };
  },
  methods: {
    focus() {
      const el = this.$refs.focusTarget;
      if (el && typeof el.focus === "function") el.focus();
    },
    blur() {
      const el = this.$refs.focusTarget;
      if (el && typeof el.blur === "function") el.blur();
    },
    onFocus(event) {
      this.isFocused = true;
      this.$emit("focus", event);
    },
    onBlur(event) {
      this.isFocused = false;
      this.$emit("blur", event);
    },
  },
};
