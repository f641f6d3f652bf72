// Option values (religion, caste, occupation, places, rasi, star...) and the catalog's validation messages in the
// member's language come from @matrimony/ui/catalog-text, never from the member area's own catalogues.
export { catalogText, useCatalogText } from '@matrimony/ui/catalog-text';

/** An English option value in, the active language's text out (English unchanged). */
export type CatalogText = (english: string) => string;
