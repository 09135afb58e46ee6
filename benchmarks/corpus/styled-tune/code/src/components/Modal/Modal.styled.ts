import styled from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, number> = { sm: 400, md: 560, lg: 760 };

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  background: rgba(31, 35, 32, 0.45);
`;

export const Dialog = styled.div<{ $size: ModalSize }>`
  width: min(${({ $size }) => widths[$size]}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const ModalHeaderRoot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const ModalBodyRoot = styled.div`
  padding: 0 ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

export const ModalFooterRoot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
