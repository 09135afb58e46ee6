import { css } from "lit";

/** Shared focus ring used by every interactive element. */
export const focusRing = css`
  :host(:focus-visible),
  .focus-target:focus-visible {
    outline: 2px solid var(--bc-color-focus, #3b6fd8);
    outline-offset: 2px;
  }
`;

/** Visually hidden, still announced by screen readers. */
export const srOnly = css`
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
