// Base for every labelled form control. Components `extends` it and render
// their own control inside the shared label / hint / error markup.
import focusable from "../mixins/focusable.js";

let uid = 0;

export default {
  name: "LgBaseField",
  mixins: [focusable],
  inheritAttrs: false,
  props: {
    label: { type: String, default: "" },
    hint: { type: String, default: "" },
    error: { type: String, default: "" },
    disabled: { type: Boolean, default: false },
    required: { type: Boolean, default: false },
    id: { type: String, default: null },
  },
  emits: ["update:modelValue"],
  data() {
    uid += 1;
    return { fieldUid: uid };
  },
  computed: {
    fieldId() {
      return this.id || `lg-field-${this.fieldUid}`;
    },
    describedBy() {
      if (this.error) return `${this.fieldId}-error`;
      if (this.hint) return `${this.fieldId}-hint`;
      return null;
    },
    fieldClasses() {
      return {
        "lg-field": true,
        "lg-field--disabled": this.disabled,
        "lg-field--invalid": !!this.error,
        "lg-field--focused": this.isFocused,
      };
    },
  },
  methods: {
    emitValue(value) {
      this.$emit("update:modelValue", value);
    },
  },
};
