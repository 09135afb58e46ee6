/**
 * Fernweh design tokens. Every styled component reads these through the Emotion theme;
 * never hard-code a colour or a spacing value in a component.
 */
export const theme = {
  colors: {
    brand: {
      50: '#ecfdf8',
      100: '#d1faee',
      300: '#5ee4c3',
      500: '#0f9f86',
      600: '#0b826e',
      700: '#0a6759',
    },
    sunset: {
      100: '#ffe8d9',
      500: '#f26b3a',
      600: '#d9532a',
    },
    neutral: {
      0: '#ffffff',
      50: '#f7f8fa',
      100: '#eef0f4',
      200: '#dde1e8',
      300: '#c3c9d4',
      500: '#7a8394',
      700: '#434b5a',
      900: '#161b26',
    },
    info: { bg: '#e8f1ff', fg: '#1f5fd1', border: '#b8d2ff' },
    success: { bg: '#e7f8ee', fg: '#18794e', border: '#aee5c6' },
    warning: { bg: '#fff5e0', fg: '#a15c00', border: '#ffd99a' },
    danger: { bg: '#fdecec', fg: '#c7312f', border: '#f6b8b7' },
    text: {
      primary: '#161b26',
      secondary: '#5b6475',
      inverse: '#ffffff',
      link: '#0b826e',
    },
    surface: '#ffffff',
    canvas: '#f7f8fa',
    border: '#dde1e8',
    focus: '#5ee4c3',
    star: '#f5b301',
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '20px',
    pill: '999px',
  },
  fontSizes: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
  },
  fonts: {
    body: '"Inter", system-ui, -apple-system, sans-serif',
    display: '"Fraunces", Georgia, serif',
  },
  shadows: {
    sm: '0 1px 2px rgba(22, 27, 38, 0.08)',
    md: '0 4px 12px rgba(22, 27, 38, 0.10)',
    lg: '0 12px 32px rgba(22, 27, 38, 0.16)',
    focus: '0 0 0 3px rgba(94, 228, 195, 0.55)',
  },
  transitions: {
    fast: '120ms ease-out',
    base: '200ms ease-out',
  },
  zIndices: {
    dropdown: 20,
    sticky: 30,
    modal: 50,
    toast: 60,
  },
} as const;

export type FernwehTheme = typeof theme;
