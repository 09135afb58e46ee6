import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

export interface PantryThemeProviderProps {
  children: ReactNode;
  /** Inject the global reset and body styles. Turn off when embedding in another app. */
  withGlobalStyle?: boolean;
}

export function PantryThemeProvider({ children, withGlobalStyle = true }: PantryThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
