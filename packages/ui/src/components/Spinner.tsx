import { styled, keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { useToastT } from '../toast/messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The spinning ring alone, hidden from screen readers (e.g. inside a busy button). */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

type SpinnerProps = {
  /** Announced to screen readers; the spec's guard uses "Loading...". */
  label?: string;
  size?: number;
  /** Show the label next to the ring as well. */
  showLabel?: boolean;
};

export function Spinner({ label: given, size = 20, showLabel = false }: SpinnerProps) {
  const t = useToastT();
  const label = given ?? t('ui.spinner.loading');
  return (
    <span role="status" aria-live="polite">
      <SpinnerRing $size={size} />
      {showLabel ? (
        <span style={{ marginLeft: '0.5em' }}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
