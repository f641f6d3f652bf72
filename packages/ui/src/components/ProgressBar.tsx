import { styled } from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.25s ease;
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function progressPercent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
}

export type ProgressBarProps = {
  value: number;
  max: number;
  /** Visible text and accessible name, e.g. "Step 2 of 6". */
  label: string;
};

export function ProgressBar({ value, max, label }: ProgressBarProps) {
  return (
    <div>
      <Caption aria-hidden="true">{label}</Caption>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={label}
      >
        <Fill $percent={progressPercent(value, max)} />
      </Track>
    </div>
  );
}
