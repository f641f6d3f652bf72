import { type ReactNode } from 'react';
import { styled, keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';
import { useUiT } from '../messages';

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

/** A grey placeholder block; size it with width/height props. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

/** Every skeleton is one busy region with a spoken label; the grey blocks are hidden from readers. */
function Busy({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

export function CardSkeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const t = useUiT();
  return (
    <Busy label={label ?? t('ui.skeleton.loading')}>
      <Box>
        <SkeletonBlock $width="45%" $height="1.25rem" />
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBlock key={index} $width={index === lines - 1 ? '70%' : '100%'} />
        ))}
      </Box>
    </Busy>
  );
}

export function ProfileSkeleton({ label }: { label?: string }) {
  const t = useUiT();
  return (
    <Busy label={label ?? t('ui.skeleton.profile')}>
      <Box>
        <Row>
          <SkeletonBlock $width="96px" $height="96px" $round />
          <div style={{ flex: 1, display: 'grid', gap: '0.6rem' }}>
            <SkeletonBlock $width="55%" $height="1.5rem" />
            <SkeletonBlock $width="35%" />
          </div>
        </Row>
        {Array.from({ length: 6 }, (_, index) => (
          <Row key={index}>
            <SkeletonBlock $width="30%" />
            <SkeletonBlock $width="50%" />
          </Row>
        ))}
      </Box>
    </Busy>
  );
}

/** The matches grid while loading: cards with a photo, a name and a few tags. */
export function MatchesGridSkeleton({ count = 6, label }: { count?: number; label?: string }) {
  const t = useUiT();
  return (
    <Busy label={label ?? t('ui.skeleton.matches')}>
      <Grid>
        {Array.from({ length: count }, (_, index) => (
          <Box key={index} data-skeleton="match-card">
            <SkeletonBlock $height="180px" />
            <SkeletonBlock $width="60%" $height="1.25rem" />
            <Row>
              <SkeletonBlock $width="4rem" $height="1.4rem" />
              <SkeletonBlock $width="5rem" $height="1.4rem" />
              <SkeletonBlock $width="3.5rem" $height="1.4rem" />
            </Row>
          </Box>
        ))}
      </Grid>
    </Busy>
  );
}
