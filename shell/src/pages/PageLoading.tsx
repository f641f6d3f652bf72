import { styled } from 'styled-components';
import { Spinner } from '@matrimony/ui';
import { SESSION_MESSAGES } from '@matrimony/catalog/messages';
import { PageReady } from '../app/page-ready';

const Centered = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The guard's "Loading..." spinner, also shown while a page's code arrives. */
export function PageLoading({ ready = false }: { ready?: boolean }) {
  return (
    <Centered>
      <Spinner label={SESSION_MESSAGES.loading.title} size={32} showLabel />
      {ready ? <PageReady /> : null}
    </Centered>
  );
}
