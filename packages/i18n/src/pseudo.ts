import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n, registeredCatalogues, setLocale } from './runtime';

// Pseudo-English for tests: every catalogue message keeps its meaning and placeholders but its letters are swapped for
// accented look-alikes ("Sign in" → "Šíĝñ íñ"). A page rendered with it that still shows a plain Latin letter shows text
// that never went through a catalogue: a string someone hard-coded, which Hindi and Tamil readers would get in English.

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PSEUDO = 'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const pseudoLetter = new Map([...PLAIN].map((letter, index) => [letter, [...PSEUDO][index] ?? letter]));

export function pseudoText(text: string): string {
  return [...text].map((letter) => pseudoLetter.get(letter) ?? letter).join('');
}

/** A catalogue's messages in pseudo-English: Lingui's compiler maps only literal text, never placeholders or plural keywords. */
export function pseudoMessages(source: Record<string, unknown>, mapText = pseudoText): Messages {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => [
      id,
      typeof message === 'string' ? compileMessage(message, mapText) : message
    ])
  ) as Messages;
}

const plain = (text: string) => text;

/**
 * Replaces English with pseudo-English for every catalogue registered so far (call it after importing the pages) and
 * re-renders whoever reads messages. English is the fallback for every other locale, so it is the one to disguise.
 * `englishKeyed` are texts looked up by their English wording (the catalog's option labels and messages,
 * `allCatalogTexts()`), disguised the same way so that text read through a dictionary counts as translated.
 */
export async function activatePseudoEnglish(englishKeyed: readonly string[] = []): Promise<void> {
  for (const catalogue of registeredCatalogues()) i18n.load('en', pseudoMessages(catalogue.en));
  i18n.load('en', pseudoMessages(Object.fromEntries(englishKeyed.map((text) => [text, text]))));
  await setLocale('en', { remember: false });
}

/** Puts plain English back after a pseudo-English spec. */
export async function restoreEnglish(englishKeyed: readonly string[] = []): Promise<void> {
  for (const catalogue of registeredCatalogues()) i18n.load('en', pseudoMessages(catalogue.en, plain));
  i18n.load('en', pseudoMessages(Object.fromEntries(englishKeyed.map((text) => [text, text])), plain));
  await setLocale('en', { remember: false });
}

const VISIBLE_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];

/** Member data a page shows as it is (names, numbers, e-mail addresses in fixtures), given by the spec. */
function withoutAllowed(text: string, allowed: readonly string[]): string {
  return allowed.reduce((rest, value) => rest.split(value).join(' '), text);
}

/**
 * The visible texts under `root` that hold a plain Latin letter once `allowed` data is taken out: text nodes (not
 * scripts or styles), the attributes people read or hear (aria-label, placeholder, title, alt), and the description.
 */
export function unlocalizedTexts(root: ParentNode, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  const consider = (text: string | null | undefined) => {
    const value = text?.replace(/\s+/g, ' ').trim();
    if (value && /[A-Za-z]/.test(withoutAllowed(value, allowed))) found.push(value);
  };
  const visit = (node: Node) => {
    if (node.nodeType === 3) consider(node.textContent);
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'svg'].includes(element.tagName)) return;
    for (const attribute of VISIBLE_ATTRIBUTES) consider(element.getAttribute(attribute));
    if (element.tagName === 'META' && element.getAttribute('name') === 'description')
      consider(element.getAttribute('content'));
    for (const child of element.childNodes) visit(child);
  };
  for (const child of (root as Node).childNodes) visit(child);
  return [...new Set(found)];
}
