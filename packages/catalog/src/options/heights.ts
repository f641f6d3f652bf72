import { z } from '../zod';

// Spec: 4 ft 6 in to 6 ft 2 in in 2-inch steps, with the spec's centimetre values (137 + 5n),
// which are the rounded conversions the product has always shown.
const FIRST_INCHES = 54;
const STEPS = 11;

export interface HeightOption {
  readonly cm: number;
  readonly feet: number;
  readonly inches: number;
  /** Stored and displayed text, e.g. "5 ft 6 in (167 cm)". */
  readonly label: string;
}

export const HEIGHT_OPTIONS: readonly HeightOption[] = Array.from({ length: STEPS }, (_, step) => {
  const totalInches = FIRST_INCHES + 2 * step;
  const feet = Math.floor(totalInches / 12);
  const inches = totalInches % 12;
  const cm = 137 + 5 * step;
  return { cm, feet, inches, label: `${feet} ft ${inches} in (${cm} cm)` };
});

export const HEIGHTS = HEIGHT_OPTIONS.map((option) => option.label) as [string, ...string[]];
export const heightSchema = z.enum(HEIGHTS);

/** The centimetres of a stored height label, or undefined for text that is not a height option. */
export function heightInCm(label: string): number | undefined {
  return HEIGHT_OPTIONS.find((option) => option.label === label)?.cm;
}
