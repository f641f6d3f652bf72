import { styled } from 'styled-components';
import { VisuallyHidden } from '@matrimony/ui';
import { SkeletonBlock } from '@matrimony/ui/skeletons';
import { Row, RowList, RowWho, Chips } from './admin-styles';

const Busy = styled.div`
  display: grid;
`;

/** Rows of grey blocks shaped like the list that is loading; one spoken label for all of them. */
export function RowsSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Busy role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <RowList aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Row key={index}>
            <RowWho>
              <SkeletonBlock $width="55%" $height="1.3rem" />
              <SkeletonBlock $width="6rem" />
            </RowWho>
            <Chips>
              <SkeletonBlock $width="7rem" $height="1.5rem" />
              <SkeletonBlock $width="5rem" $height="1.5rem" />
              <SkeletonBlock $width="4rem" $height="1.5rem" />
            </Chips>
          </Row>
        ))}
      </RowList>
    </Busy>
  );
}
