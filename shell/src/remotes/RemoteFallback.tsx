import { styled } from 'styled-components';
import { Button, Card } from '@matrimony/ui';

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
  return (
    <Wrapper>
      <Card role="alert">
        <h1>This page could not be loaded</h1>
        <p>Please check your internet connection and try again. The rest of the site keeps working.</p>
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </Wrapper>
  );
}
