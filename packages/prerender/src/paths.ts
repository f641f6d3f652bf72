// What the static servers (dev-stack's, in Node) know of the per-language pages: /hi/about is /about in Hindi.
export { localeFromPath, stripLocalePrefix } from '@matrimony/i18n';
