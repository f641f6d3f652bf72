import { type ButtonHTMLAttributes, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { focusRing } from '../theme';
import { SpinnerRing } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = { $variant?: ButtonVariant; $size?: ButtonSize; $fullWidth?: boolean };

const padding: Record<ButtonSize, string> = {
  sm: '0.4rem 0.8rem',
  md: '0.65rem 1.2rem',
  lg: '0.85rem 1.6rem'
};

/**
 * Button look as a mixin, so a router link can look like a button:
 * `styled(Link)<ButtonStyleProps>\`${buttonStyles}\``.
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 44px;
  padding: ${({ $size = 'md' }) => padding[$size]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid transparent;
  font-size: ${({ theme, $size = 'md' }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${focusRing}

  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.primary};
          border-color: ${c.primary};
          &:hover:not(:disabled) {
            background: ${c.primarySoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceMuted};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** While true the button is disabled, shows a spinner and reads `busyLabel` (e.g. "Sending..."). */
  busy?: boolean;
  busyLabel?: ReactNode;
};

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <SpinnerRing $size={16} />
          <span>{busyLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
}
