import { styled } from 'styled-components';
import { ProgressBar } from '@matrimony/ui/progress-bar';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Text for one photo's upload: a percentage, or that it failed (fraction -1). */
export function photoProgressLabel(index: number, fraction: number): string {
  if (fraction < 0) return `Photo ${index + 1}: could not be uploaded`;
  return `Photo ${index + 1}: ${Math.round(fraction * 100)}%`;
}

/** One progress bar per photo while registration uploads them. */
export function UploadProgress({ progress }: { progress: readonly number[] }) {
  if (progress.length === 0) return null;
  return (
    <List aria-label="Photo uploads">
      {progress.map((fraction, index) => (
        <li key={index}>
          <ProgressBar
            value={Math.max(fraction, 0) * 100}
            max={100}
            label={photoProgressLabel(index, fraction)}
          />
        </li>
      ))}
    </List>
  );
}
