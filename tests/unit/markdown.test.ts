/** Editors' Markdown: what it renders, and what it never lets through. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../scripts/render/markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, tables and strikethrough', () => {
    const html = renderMarkdown(
      '## Steps\n\n1. **Register** the *name*\n2. File ~~late~~ on time\n\n- one\n- two\n\n| Fee | Days |\n|---|---|\n| $50 | 5 |\n',
    );
    expect(html).toContain('<h2 id="steps">Steps</h2>');
    expect(html).toContain('<ol>\n<li><strong>Register</strong> the <em>name</em></li>');
    expect(html).toContain('<del>late</del>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toMatch(/<table>[\s\S]*<th>Fee<\/th>[\s\S]*<td>\$50<\/td>[\s\S]*<\/table>/);
  });

  it('shows raw HTML as text', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <b onclick="x()">bold</b>\n\n<div>block</div>\n');
    expect(html).not.toMatch(/<(script|b|div)\b/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;div&gt;block&lt;/div&gt;');
  });

  it('keeps links to this site as they are and opens other sites in a new tab', () => {
    expect(renderMarkdown('See [our work](/our-work "Projects").')).toBe(
      '<p>See <a href="/our-work" title="Projects">our work</a>.</p>\n',
    );
    expect(renderMarkdown('Visit [ZIMRA](https://www.zimra.co.zw).')).toBe(
      '<p>Visit <a href="https://www.zimra.co.zw" target="_blank" rel="noopener noreferrer">ZIMRA</a>.</p>\n',
    );
    expect(renderMarkdown('Write to info@example.co.zw or call [us](tel:+263242000000).')).toContain(
      '<a href="mailto:info@example.co.zw">',
    );
    expect(renderMarkdown('Read www.example.co.zw today.')).toContain(
      '<a href="https://www.example.co.zw" target="_blank" rel="noopener noreferrer">www.example.co.zw</a>',
    );
  });

  it('drops links with an unsafe address, keeping their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:x',
      '&#106;avascript:alert(1)',
    ]) {
      const html = renderMarkdown(`Click [here](<${href}>) now.`);
      expect(html, href).toBe('<p>Click here now.</p>\n');
    }
    expect(renderMarkdown('<javascript:alert(1)>')).not.toContain('<a');
  });

  it('turns images into their description, escaped', () => {
    expect(renderMarkdown('Logo: ![Our <b>logo</b> "here"](/logo.png "Logo")')).toBe(
      '<p>Logo: Our &lt;b&gt;logo&lt;/b&gt; &quot;here&quot;</p>\n',
    );
    expect(renderMarkdown('[![badge](/b.svg)](/about)')).toBe('<p><a href="/about">badge</a></p>\n');
  });
});
