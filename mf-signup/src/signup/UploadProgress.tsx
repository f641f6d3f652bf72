import { styled } from 'styled-components';
import { ProgressBar } from '@matrimony/ui/progress-bar';
import { useSignupT } from '../shared/messages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One progress bar per photo while registration uploads them. */
export function UploadProgress({ progress }: { progress: readonly number[] }) {
  const t = useSignupT();
  if (progress.length === 0) return null;
  return (
    <List aria-label={t('signup.upload.list')}>
      {progress.map((fraction, index) => (
        <li key={index}>
          <ProgressBar
            value={Math.max(fraction, 0) * 100}
            max={100}
            label={
              // A percentage, or that it failed (fraction -1).
              fraction < 0
                ? t('signup.upload.failed', { number: index + 1 })
                : t('signup.upload.progress', { number: index + 1, percent: Math.round(fraction * 100) })
            }
          />
        </li>
      ))}
    </List>
  );
}
