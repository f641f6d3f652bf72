// Which horoscope match a member reads first (docs/product-rules.md#horoscope-traditions): North, Guna Milan
// (Ashtakoota); South, the ten Poruthams. Both are always computed; the tradition only orders them.
import { z } from '../zod';

export const HOROSCOPE_TRADITIONS = ['north', 'south'] as const;
export type HoroscopeTradition = (typeof HOROSCOPE_TRADITIONS)[number];
export const horoscopeTraditionSchema = z.enum(HOROSCOPE_TRADITIONS);

export const HOROSCOPE_TRADITION_OPTIONS: readonly { value: HoroscopeTradition; label: string }[] = [
  { value: 'north', label: 'North Indian: Guna Milan (Ashtakoota) first' },
  { value: 'south', label: 'South Indian: the ten Poruthams first' }
];

/** Mother tongues whose families usually match by Poruthams. */
export const SOUTH_TRADITION_MOTHER_TONGUES: readonly string[] = ['Tamil', 'Telugu', 'Kannada', 'Malayalam'];

export const defaultHoroscopeTradition = (motherTongue: string): HoroscopeTradition =>
  SOUTH_TRADITION_MOTHER_TONGUES.includes(motherTongue) ? 'south' : 'north';

/** The member's own choice, or the default from the mother tongue while they have not chosen. */
export const horoscopeTraditionOf = (member: {
  horoscopeTradition?: HoroscopeTradition | null;
  motherTongue: string;
}): HoroscopeTradition => member.horoscopeTradition ?? defaultHoroscopeTradition(member.motherTongue);
