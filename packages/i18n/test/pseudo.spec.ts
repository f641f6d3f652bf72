import { expect } from 'chai';
import globalJsdom from 'global-jsdom';
import { activatePseudoEnglish, pseudoMessages, pseudoText, unlocalizedTexts } from '../src/pseudo';
import { i18n, registerCatalogue, setLocale, translate } from '../src/runtime';

describe('pseudo-English', () => {
  it('swaps letters but keeps placeholders and plural forms working', () => {
    const messages = pseudoMessages({
      'test.pseudo': 'Hello {name}, {count, plural, one {# match} other {# matches}}'
    });
    i18n.load('en', messages);
    i18n.activate('en');
    expect(i18n._('test.pseudo', { name: 'Asha', count: 2 })).to.equal(
      `${pseudoText('Hello ')}Asha${pseudoText(', ')}2${pseudoText(' matches')}`
    );
    expect(pseudoText('Sign in')).to.not.match(/[A-Za-z]/);
  });

  it('disguises every registered catalogue at once', async () => {
    const catalogue = registerCatalogue({
      en: { 'test.pseudo.registered': 'Send interest' },
      load: async () => ({ default: { 'test.pseudo.registered': 'रुचि भेजिए' } })
    });
    await activatePseudoEnglish();
    expect(translate(catalogue, 'test.pseudo.registered')).to.equal(pseudoText('Send interest'));
    await setLocale('en', { remember: false });
  });

  it('finds text, labels and descriptions that never went through a catalogue, but not allowed data', () => {
    const cleanup = globalJsdom(`<main>
      <h1>${pseudoText('Welcome')}</h1><p>Premium for ${pseudoText('everyone')}</p>
      <button aria-label="Close">×</button><input placeholder="${pseudoText('Search')}">
      <img alt="Photo of Asha"><span>Asha, 27</span><script>var x = 1</script>
      <meta name="description" content="Find your partner"></main>`);
    expect(unlocalizedTexts(document.body, ['Asha'])).to.deep.equal([
      `Premium for ${pseudoText('everyone')}`,
      'Close',
      'Photo of Asha',
      'Find your partner'
    ]);
    cleanup();
  });
});
