export { useAuthorizedUrls } from '@matrimony/session/authorized-image';
