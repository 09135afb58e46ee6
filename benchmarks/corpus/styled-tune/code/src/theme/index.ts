export { theme } from './theme';
export type { PantryTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { PantryThemeProvider } from './PantryThemeProvider';
export type { PantryThemeProviderProps } from './PantryThemeProvider';
export { focusRing, visuallyHidden } from './focus';
