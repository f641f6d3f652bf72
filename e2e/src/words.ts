import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { richPlainText } from '@matrimony/i18n/rich-tags';

// What a page says in a language, read from the same catalogues the frontends are built from, so a journey in Hindi
// or Tamil finds its buttons by the words a member reads and never restates a translation.

export type Language = 'en' | 'hi' | 'ta';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the frontends' catalogues live (ids per area) and the catalog's dictionaries (keyed by the English text). */
const CATALOGUE_ROOTS = [
  'shell/src',
  'mf-public/src',
  'mf-signup/src',
  'mf-account/src',
  'packages/ui/src',
  'packages/profile-form/src',
  'packages/catalog/src/option-labels'
];

function cataloguesIn(dir: string, language: Language): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    const file = join(path, `${language}.json`);
    if (entry.name === 'messages' && existsSync(file)) found.push(file);
    found.push(...cataloguesIn(path, language));
  }
  return found;
}

export type Words = {
  /**
   * The message with this id, formatted as the page formats it (placeholders and plurals filled in), read as a member
   * reads it: the words of its `<link>…</link>` tags without the tags.
   */
  t: (id: string, values?: Record<string, unknown>) => string;
  /** An option label or catalog message by its English text, as the page shows it in this language. */
  text: (english: string) => string;
};

export function wordsIn(language: Language): Words {
  const messages: Messages = {};
  for (const root of CATALOGUE_ROOTS)
    for (const file of cataloguesIn(join(repo, root), language)) {
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [id, message] of Object.entries(source)) messages[id] = compileMessage(message);
    }
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return {
    t: (id, values) => {
      if (!(id in messages)) throw new Error(`no message ${id} in the ${language} catalogues`);
      return richPlainText(i18n._(id, values));
    },
    text: (english) => (language === 'en' || !(english in messages) ? english : i18n._(english))
  };
}
