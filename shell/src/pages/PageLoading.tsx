import { styled } from 'styled-components';
import { Spinner } from '@matrimony/ui';
import { PageReady } from '../app/page-ready';
import { useShellT } from '../messages';

const Centered = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The guard's "Loading..." spinner, also shown while a page's code arrives. */
export function PageLoading({ ready = false }: { ready?: boolean }) {
  const t = useShellT();
  return (
    <Centered>
      <Spinner label={t('shell.loading')} size={32} showLabel />
      {ready ? <PageReady /> : null}
    </Centered>
  );
}
