import styled from '@emotion/styled';
import { IconButton } from '../IconButton';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  strong {
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

/** Previous / next with "Page 2 of 24". Result pages are too long for numbered links. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  return (
    <Nav aria-label="Pagination">
      <IconButton
        icon="chevron-left"
        label="Previous page"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPageChange?.(page - 1)}
      />
      <span>
        Page <strong>{page}</strong> of {pageCount}
      </span>
      <IconButton
        icon="chevron-right"
        label="Next page"
        variant="outline"
        disabled={page >= pageCount}
        onClick={() => onPageChange?.(page + 1)}
      />
    </Nav>
  );
}
