// Props and ids shared by every labelled form control (TextInput, Textarea, DatePicker, ...).
let uid = 0

export default {
  props: {
    label: { type: String, default: '' },
    hint: { type: String, default: '' },
    error: { type: String, default: '' },
    disabled: { type: Boolean, default: false },
    required: { type: Boolean, default: false },
    id: { type: String, default: null }
  },
  data() {
    uid += 1
    return { fieldUid: `tw-field-${uid}` }
  },
  computed: {
    inputId() {
      return this.id || this.fieldUid
    },
    messageId() {
      return `${this.inputId}-message`
    },
    hasMessage() {
      return Boolean(this.error || this.hint)
    },
    invalid() {
      return Boolean(this.error)
    }
  }
}
