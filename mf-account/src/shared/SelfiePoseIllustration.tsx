import { type ReactNode } from 'react';
import { styled } from 'styled-components';
import { selfiePoseInstruction, type SelfiePose } from '@matrimony/catalog/photo-check';
import { useCatalogText } from '@matrimony/ui/catalog-text';

const Figure = styled.svg`
  display: block;
  width: 100%;
  max-width: 10rem;
  height: auto;
  color: ${({ theme }) => theme.colors.primary};
  & .body {
    fill: ${({ theme }) => theme.colors.surfaceMuted};
    stroke: currentColor;
    stroke-width: 2.5;
  }
  & .limb {
    fill: none;
    stroke: currentColor;
    stroke-width: 5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  & .hand {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: currentColor;
    stroke-width: 2.5;
  }
  & .feature {
    fill: currentColor;
  }
`;

/** Eyes looking straight ahead, or shifted when the head is turned. */
const eyes = (shift = 0) => (
  <>
    <circle className="feature" cx={53 + shift} cy={46} r={2.2} />
    <circle className="feature" cx={67 + shift} cy={46} r={2.2} />
  </>
);

/** An open hand, fingers up, its palm centred at (x, y). */
const openHand = (x: number, y: number) => (
  <g>
    <rect className="hand" x={x - 7} y={y - 4} width={14} height={14} rx={4} />
    {[-5, -1.7, 1.7, 5].map((dx) => (
      <line key={dx} className="limb" x1={x + dx} y1={y - 4} x2={x + dx} y2={y - 13} strokeWidth={3} />
    ))}
    <line className="limb" x1={x - 7} y1={y + 4} x2={x - 12} y2={y - 2} strokeWidth={3} />
  </g>
);

// Drawn as the member sees themselves in the front camera's mirrored preview: their right hand on the right.
const POSE_DRAWINGS: Record<SelfiePose, ReactNode> = {
  'right-hand-open': (
    <>
      {eyes()}
      <path className="limb" d="M86 96 Q98 80 92 58" />
      {openHand(92, 50)}
    </>
  ),
  'thumb-up-chin': (
    <>
      {eyes()}
      <path className="limb" d="M84 98 Q74 90 64 82" />
      <circle className="hand" cx={60} cy={80} r={6.5} />
      <line className="limb" x1={60} y1={74} x2={60} y2={67} strokeWidth={3.5} />
    </>
  ),
  'touch-left-ear': (
    <>
      {eyes()}
      <path className="limb" d="M34 96 Q24 76 38 56" />
      <circle className="hand" cx={40} cy={50} r={6} />
    </>
  ),
  'two-fingers-cheek': (
    <>
      {eyes()}
      <path className="limb" d="M86 96 Q96 80 84 66" />
      <rect className="hand" x={78} y={58} width={11} height={11} rx={4} />
      <line className="limb" x1={81} y1={58} x2={78} y2={46} strokeWidth={3} />
      <line className="limb" x1={86} y1={58} x2={90} y2={46} strokeWidth={3} />
    </>
  ),
  'head-turned-left': (
    <>
      {eyes(-7)}
      <path className="limb" d="M52 20 Q40 16 32 24" strokeWidth={2.5} />
      <path className="limb" d="M32 24 l6 0 M32 24 l1 -6" strokeWidth={2.5} />
    </>
  ),
  'hand-on-head': (
    <>
      {eyes()}
      <path className="limb" d="M86 96 Q104 60 82 34" />
      <rect className="hand" x={50} y={24} width={32} height={8} rx={4} />
    </>
  ),
  'finger-on-nose': (
    <>
      {eyes()}
      <path className="limb" d="M86 96 Q84 72 66 62" />
      <circle className="hand" cx={66} cy={62} r={6} />
      <line className="limb" x1={63} y1={58} x2={60} y2={51} strokeWidth={3} />
    </>
  )
};

/** A stylised figure showing the pose asked for the selfie; its text alternative is the instruction itself. */
export function SelfiePoseIllustration({ pose }: { pose: SelfiePose }) {
  const text = useCatalogText();
  const instruction = text(selfiePoseInstruction(pose));
  return (
    <Figure viewBox="0 0 120 120" role="img" aria-label={instruction}>
      <title>{instruction}</title>
      <path className="body" d="M26 118 Q28 84 60 80 Q92 84 94 118 Z" />
      <rect className="body" x={54} y={62} width={12} height={18} />
      <circle className="body" cx={60} cy={46} r={20} />
      {POSE_DRAWINGS[pose]}
    </Figure>
  );
}
