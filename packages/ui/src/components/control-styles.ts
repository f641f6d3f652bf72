import { css } from 'styled-components';
import { focusRing } from '../theme';

/** Shared look of text inputs, selects and text areas; `$invalid` paints the error border. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
  &::placeholder {
    color: #6b7280;
  }
`;
