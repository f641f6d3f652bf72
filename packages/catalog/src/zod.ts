// The one zod the catalog builds its schemas with. Zod compiles object parsers with `new Function`
// when it may; on our pages the Content-Security-Policy forbids eval, and zod's probe for it would
// be reported as a violation. Browsers parse small forms, so they go without the compiled parsers.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
