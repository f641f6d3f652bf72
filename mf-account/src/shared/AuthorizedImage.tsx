export { AuthorizedImage } from '@matrimony/session/authorized-image';
