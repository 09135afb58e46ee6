import { Global, ThemeProvider, css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

export interface FernwehThemeProviderProps {
  children: ReactNode;
  /** Adds the global reset and font settings. Turn off when embedding in another app. */
  withGlobalStyles?: boolean;
}

export function FernwehThemeProvider({ children, withGlobalStyles = true }: FernwehThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles && (
        <Global
          styles={css`
            *, *::before, *::after { box-sizing: border-box; }
            body {
              margin: 0;
              font-family: ${theme.fonts.body};
              color: ${theme.colors.text.primary};
              background: ${theme.colors.canvas};
              -webkit-font-smoothing: antialiased;
            }
          `}
        />
      )}
      {children}
    </ThemeProvider>
  );
}
