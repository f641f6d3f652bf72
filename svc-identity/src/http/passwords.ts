import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_IS_MOBILE_MESSAGE } from '../domain/passwords';
import { problem } from '@matrimony/service-kit';

/** The rules beyond the catalog's minimum length: not a common password, not the mobile number itself. */
export function refuseWeakPassword(password: string, mobile: string): void {
  if (isCommonPassword(password)) throw problem(400, COMMON_PASSWORD_MESSAGE, 'weak_password', { errors: { password: COMMON_PASSWORD_MESSAGE.description } });
  if (password === mobile) throw problem(400, PASSWORD_IS_MOBILE_MESSAGE, 'weak_password', { errors: { password: PASSWORD_IS_MOBILE_MESSAGE.description } });
}
