/** A page rendered to HTML, with the styled-components rules it used. */
export type RenderedRoute = { html: string; styleTags: string };
