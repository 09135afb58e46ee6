import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';

export interface AmenityItemProps {
  icon: IconName;
  children: ReactNode;
  /** Greys the item out, e.g. "Parking (not available)". */
  unavailable?: boolean;
}

const Item = styled.li<{ $unavailable: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.neutral[500] : theme.colors.text.primary)};
  text-decoration: ${({ $unavailable }) => ($unavailable ? 'line-through' : 'none')};

  svg {
    color: ${({ theme }) => theme.colors.brand[600]};
  }
`;

export function AmenityItem({ icon, children, unavailable = false }: AmenityItemProps) {
  return (
    <Item $unavailable={unavailable}>
      <Icon name={icon} size={20} />
      {children}
    </Item>
  );
}
