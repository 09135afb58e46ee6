// Shared `size` prop for controls that come in the three standard heights.
export const SIZES = ['sm', 'md', 'lg']

export default {
  props: {
    size: {
      type: String,
      default: 'md',
      validator: (v) => SIZES.includes(v)
    }
  },
  computed: {
    sizeClass() {
      return `is-${this.size}`
    }
  }
}
