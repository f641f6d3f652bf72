// Which horoscope match the member reads first (docs/product-rules.md#horoscope-traditions): North (Guna Milan)
// or South (the ten Poruthams); until they choose, their mother tongue decides.
import { z } from 'zod';
import { HOROSCOPE_TRADITIONS } from '@matrimony/catalog';
import { defineRoute } from '../route';

export const horoscopeTraditionBodySchema = z.object({ horoscopeTradition: z.enum(HOROSCOPE_TRADITIONS) });

export const horoscopeTraditionRoutes = {
  setHoroscopeTradition: defineRoute({
    name: 'profiles.setHoroscopeTradition',
    method: 'PUT',
    path: '/me/horoscope-tradition',
    auth: 'member',
    summary:
      'Chooses which horoscope match I read first: Guna Milan (North) or the ten Poruthams (South); both are always shown',
    request: { body: horoscopeTraditionBodySchema },
    response: { status: 200, body: horoscopeTraditionBodySchema },
    errors: ['profile_missing']
  })
};
