// For specs that run source under tsx: catalogues are plain JSON there (the build compiles them), so Lingui
// compiles each message when first read, as the build would have.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from './runtime';

i18n.setMessagesCompiler(compileMessage);
