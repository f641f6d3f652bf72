import { lazy, type ComponentType } from 'react';
import { StyleSheetManager } from 'styled-components';

/** Id of the element that scopes this remote's styles; rules are emitted as `#mf-signup .x`. */
export const REMOTE_SCOPE_ID = 'mf-signup';

/**
 * A lazily loaded page wrapped in this remote's style scope. styled-components is a shared
 * singleton; namespacing keeps rules of separately built remotes from colliding.
 */
export function scopedPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  function ScopedPage() {
    return (
      <div id={REMOTE_SCOPE_ID}>
        <StyleSheetManager namespace={`#${REMOTE_SCOPE_ID}`}>
          <Page />
        </StyleSheetManager>
      </div>
    );
  }
  return ScopedPage;
}
