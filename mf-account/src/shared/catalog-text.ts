// Option values (religion, caste, occupation, places, rasi, star...) and the catalog's validation messages in the
// member's language: one hook for the whole member area, so the pages never keep such labels in their own catalogues.
// Until `@matrimony/ui/catalog-text` lands, the English value is shown as it is.
export type CatalogText = (english: string) => string;

const asIs: CatalogText = (english) => english;

export function useCatalogText(): CatalogText {
  return asIs;
}
