import styled from 'styled-components';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }

  p {
    max-width: 360px;
    margin: 0;
  }
`;
