import styled from "styled-components";

export const Tag = styled.span<{ $tone?: "neutral" | "info" | "warning" }>`
  display: inline-block;
  padding: 2px 8px;
  color: ${({ $tone }) => ($tone === "warning" ? "orange" : "inherit")};

  &:hover {
    text-decoration: underline;
  }

  &[aria-pressed="true"] {
    font-weight: 700;
  }
`;

export const RemovableTag = styled(Tag).attrs({ role: "button" })`
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;
