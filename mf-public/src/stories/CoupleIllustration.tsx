import { useId } from 'react';

export type IllustrationPalette = {
  sky: string;
  arch: string;
  bride: string;
  groom: string;
  accent: string;
  /** Skin tones of groom and bride. */
  skin: readonly [string, string];
};

type CoupleIllustrationProps = {
  palette: IllustrationPalette;
  /** The accessible name, e.g. "Illustration of Priya and Arjun on their wedding day". */
  title: string;
};

const HAIR = '#2b1b17';

/**
 * A couple under a wedding arch with a marigold garland: drawn inline, so it ships with the
 * build, needs no request and scales to any width.
 */
export function CoupleIllustration({ palette, title }: CoupleIllustrationProps) {
  const titleId = useId();
  const marigolds = Array.from({ length: 9 }, (_, index) => 118 + index * 10.5);
  return (
    <svg
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="img"
      aria-labelledby={titleId}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <title id={titleId}>{title}</title>
      <rect width="320" height="200" fill={palette.sky} />
      <circle cx="160" cy="210" r="150" fill={palette.arch} opacity="0.35" />
      <path d="M70 200 V100 a90 90 0 0 1 180 0 V200" fill="none" stroke={palette.arch} strokeWidth="10" />
      <path
        d="M86 200 V102 a74 74 0 0 1 148 0 V200"
        fill="none"
        stroke={palette.accent}
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />

      {/* Groom: sherwani and safa */}
      <path d="M96 200 C98 160 108 140 128 136 C148 140 156 160 158 200 Z" fill={palette.groom} />
      <path
        d="M127 138 L127 200"
        stroke={palette.accent}
        strokeWidth="2"
        strokeDasharray="1 6"
        strokeLinecap="round"
      />
      <circle cx="127" cy="112" r="17" fill={palette.skin[0]} />
      <path d="M108 106 C110 86 144 86 146 106 C140 98 116 98 108 106 Z" fill={palette.accent} />
      <path d="M141 92 C150 86 154 96 148 101" fill="none" stroke={palette.accent} strokeWidth="3" />

      {/* Bride: lehenga and dupatta */}
      <path d="M162 200 C164 168 174 146 193 140 C212 146 222 168 226 200 Z" fill={palette.bride} />
      <path
        d="M176 114 C172 150 178 180 170 200 L180 200 C186 176 184 146 190 122 Z"
        fill={palette.accent}
        opacity="0.7"
      />
      <circle cx="193" cy="116" r="16" fill={palette.skin[1]} />
      <path d="M176 114 C176 92 210 92 210 114 C204 104 184 104 176 114 Z" fill={HAIR} />
      <circle cx="208" cy="104" r="6" fill={HAIR} />
      <circle cx="193" cy="107" r="1.8" fill={palette.bride} />

      {/* Marigold garland joining them */}
      <path d="M118 150 Q160 176 210 150" fill="none" stroke="#3f6212" strokeWidth="1.5" />
      {marigolds.map((x, index) => (
        <circle
          key={x}
          cx={x}
          cy={150 + Math.sin((index / 8) * Math.PI) * 12}
          r="4.2"
          fill={index % 2 ? '#f59e0b' : '#ea580c'}
        />
      ))}
      <path d="M160 64 c-6 -8 -18 -2 -12 8 l12 12 l12 -12 c6 -10 -6 -16 -12 -8 z" fill={palette.accent} />
    </svg>
  );
}
