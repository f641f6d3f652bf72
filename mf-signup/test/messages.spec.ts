import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCatalogues } from '@matrimony/i18n/parity';

describeCatalogues(join(dirname(fileURLToPath(import.meta.url)), '../src'));
