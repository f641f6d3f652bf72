import { styled } from 'styled-components';
import { Button, Card } from '@matrimony/ui';
import { useShellT } from '../messages';

const Wrapper = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/**
 * Shown when a part of the site could not be loaded after the automatic retries. It does not
 * report the page ready: over a prerendered page the prerendered content stays instead.
 */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const t = useShellT();
  return (
    <Wrapper>
      <Card role="alert">
        <h1>{t('shell.failed.title')}</h1>
        <p>{t('shell.failed.text')}</p>
        <Button type="button" onClick={onRetry}>
          {t('shell.failed.retry')}
        </Button>
      </Card>
    </Wrapper>
  );
}
