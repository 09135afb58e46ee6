export { theme } from './theme';
export type { FernwehTheme } from './theme';
export { FernwehThemeProvider } from './FernwehThemeProvider';
export type { FernwehThemeProviderProps } from './FernwehThemeProvider';
