// The `compute` a BirthHoroscopeFields needs: svc-profile's answer, or the sentence of its problem
// (a missing birth time says why nothing can be computed).
import { useCallback } from 'react';
import { messageText } from '@matrimony/catalog/messages';
import { type ComputeBirthHoroscope } from '@matrimony/profile-form';
import { problemMessage } from '@matrimony/session';
import { useComputeBirthHoroscopeMutation } from '../api/birth-horoscope-api';

export function useComputeBirthHoroscope(): ComputeBirthHoroscope {
  const [compute] = useComputeBirthHoroscopeMutation();
  return useCallback(
    async (request) => {
      try {
        return { ok: true, horoscope: await compute(request).unwrap() };
      } catch (error) {
        return { ok: false, message: messageText(problemMessage(error)) };
      }
    },
    [compute]
  );
}
