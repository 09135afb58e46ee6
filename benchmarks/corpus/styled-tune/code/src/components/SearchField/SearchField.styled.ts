import styled from 'styled-components';

export const SearchRoot = styled.div<{ $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 420px;
  height: ${({ $size }) => ($size === 'lg' ? 48 : 40)}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};

  &:focus-within {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.brand};
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  border: 0;
  outline: 0;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};

  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled.button`
  display: inline-grid;
  place-items: center;
  padding: 2px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
