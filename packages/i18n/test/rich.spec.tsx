import { expect } from 'chai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { rich } from '../src/react';
import { richPlainText, richTagNames } from '../src/rich-tags';

const html = (node: ReactNode) => renderToStaticMarkup(<p>{node}</p>);
const link = (text: ReactNode) => <a href="/contact">{text}</a>;
const strong = (text: ReactNode) => <strong>{text}</strong>;

describe('rich: elements inside a translated sentence', () => {
  it('puts each named tag where the sentence has it, the words between as text', () => {
    expect(html(rich('Write to us or use the <link>contact form</link>.', { link }))).to.equal(
      '<p>Write to us or use the <a href="/contact">contact form</a>.</p>'
    );
    expect(
      html(rich('<link>संपर्क फ़ॉर्म</link> भरें या <strong>हमें</strong> लिखें', { link, strong }))
    ).to.equal('<p><a href="/contact">संपर्क फ़ॉर्म</a> भरें या <strong>हमें</strong> लिखें</p>');
  });

  it('renders a tag inside another', () => {
    expect(html(rich('See <link>our <strong>free</strong> plan</link> now', { link, strong }))).to.equal(
      '<p>See <a href="/contact">our <strong>free</strong> plan</a> now</p>'
    );
  });

  it('shows the text of a tag it was not given, plain', () => {
    expect(html(rich('Go <premium>Premium</premium> today', { link }))).to.equal('<p>Go Premium today</p>');
    expect(html(rich('Go <link>Premium</link> today', {}))).to.equal('<p>Go Premium today</p>');
  });

  it('never reads the text as HTML: only given names become elements, the rest is escaped text', () => {
    const markup = html(rich('<img src=x onerror=alert(1)> & <script>alert(1)</script> a < b', { link }));
    expect(markup).to.equal('<p>&lt;img src=x onerror=alert(1)&gt; &amp; alert(1) a &lt; b</p>');
    expect(html(rich('<toString>x</toString> <constructor>y</constructor>', {}))).to.equal('<p>x y</p>');
  });

  it('keeps a tag that is never closed, or closed out of turn, as its own characters', () => {
    expect(html(rich('a <link>b', { link }))).to.equal('<p>a &lt;link&gt;b</p>');
    expect(html(rich('a </link> b <link>c</link>', { link }))).to.equal(
      '<p>a &lt;/link&gt; b <a href="/contact">c</a></p>'
    );
  });
});

describe('richTagNames', () => {
  it('names each tag a sentence uses once, nested ones too, and no stray ones', () => {
    expect(richTagNames('<b>x</b> <a>y <b>z</b></a> <c> </d>')).to.deep.equal(['a', 'b']);
    expect(richTagNames('no tags {count}')).to.deep.equal([]);
  });
});

describe('richPlainText', () => {
  it('reads a sentence as its words, without the tags', () => {
    expect(richPlainText('I agree to the <terms>Terms</terms> and <b>the <i>Policy</i></b>. a < b')).to.equal(
      'I agree to the Terms and the Policy. a < b'
    );
  });
});
