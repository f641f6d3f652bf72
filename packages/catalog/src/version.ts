/**
 * Version of every option list in this package. Bump it whenever a list changes so that
 * caches (the catalog endpoint's ETag, frontends' stored copies) refresh.
 */
export const CATALOG_VERSION = '2025.11.3';
