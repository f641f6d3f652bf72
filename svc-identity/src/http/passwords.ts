import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_IS_MOBILE_MESSAGE } from '../domain/passwords';
import { problem } from '@matrimony/service-kit';

/** The rules beyond the catalog's minimum length: not a common password, not the mobile number itself (the message goes under `field`). */
export function refuseWeakPassword(password: string, mobile: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw problem(400, COMMON_PASSWORD_MESSAGE, 'weak_password', {
      errors: { [field]: COMMON_PASSWORD_MESSAGE.description }
    });
  if (password === mobile)
    throw problem(400, PASSWORD_IS_MOBILE_MESSAGE, 'weak_password', {
      errors: { [field]: PASSWORD_IS_MOBILE_MESSAGE.description }
    });
}
