import { describe, expect, it } from 'vitest';
import { plainText, renderMarkdown } from './render';

describe('renderMarkdown', () => {
  it('renders Markdown to the SafeHtml tags only', () => {
    expect(
      renderMarkdown('# Final\n\n*fast* and __strong__, ~~late~~\n\n> quoted\n\n- one\n- two'),
    ).toBe(
      '<h3>Final</h3>\n<p><em>fast</em> and <strong>strong</strong>, <s>late</s></p>\n<blockquote>\n<p>quoted</p>\n</blockquote>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it("shows typed HTML as text and keeps only web and mail links, marked as members'", () => {
    const html = renderMarkdown(
      '<a href="javascript:alert(1)">x</a> ![i](https://e.test/i.png) [m](mailto:a@b.test) [d](data:text/html,x) https://example.com',
    );
    expect(html).toBe(
      '<p>&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;  <a href="mailto:a@b.test" rel="nofollow ugc noopener">m</a> [d](data:text/html,x) <a href="https://example.com" rel="nofollow ugc noopener">https://example.com</a></p>',
    );
  });

  it('keeps line breaks within a paragraph', () => {
    expect(renderMarkdown('one\ntwo')).toBe('<p>one<br />\ntwo</p>');
  });
});

describe('plainText', () => {
  it.each([
    ['<b onmouseover=alert(1)>Whitman</b> wins!', 'Whitman wins!'],
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['&lt;script&gt;x', 'script>x'],
    ['A & B <3 C', 'A & B <3 C'],
    [`Tom "the bomb" O'Neil`, `Tom "the bomb" O'Neil`],
  ])('%s is %s', (text, expected) => {
    expect(plainText(text)).toBe(expected);
  });
});

describe('direction overrides typed as character references', () => {
  it('are read into nothing, in Markdown and in plain text', () => {
    expect(renderMarkdown('Open &#x202E;fdp.exe now')).toBe('<p>Open fdp.exe now</p>');
    expect(plainText('Bring &#x202E;gpj.exe &#8238;x')).toBe('Bring gpj.exe x');
  });
});
