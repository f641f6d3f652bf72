// rspack loader for a remote's message catalogues (src/messages/<locale>.json): compiles each ICU source
// message at build time (the same as src/compile.ts), so the runtime ships no ICU parser.
import { compileMessage } from '@lingui/message-utils/compileMessage';

export default function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, compileMessage(message)])
  );
  return JSON.stringify(compiled);
}
