import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import * as React from 'react';
import { render } from '../testing/render';
import { ThemeScope } from './ThemeScope';

describe('the framework under test', () => {
  it('is the one the group page maps react to', () => {
    const map = document.querySelector('script[type="importmap"]')?.textContent ?? '';
    // preact/compat has helpers React does not (isFragment), and reports a round React version.
    const isPreact = 'isFragment' in React;
    expect(isPreact).to.equal(map.includes('/__preact/'));
    expect(React.version).to.equal(isPreact ? '19.0.0' : '19.3.1');
  });
});

describe('ThemeScope', () => {
  it('sets the theme for the widgets inside it', () => {
    const { container } = render(<span>x</span>, { theme: 'dark' });
    expect(container.classList.contains('csz')).to.equal(true);
    expect(container.dataset.cszTheme).to.equal('dark');
    expect(getComputedStyle(container).colorScheme).to.equal('dark');
    expect(getComputedStyle(container).backgroundColor).to.equal('rgb(18, 22, 28)');
  });

  it("follows the reader's system in auto", async () => {
    try {
      await emulateMedia({ colorScheme: 'dark' });
      const dark = render(<span>x</span>, { theme: 'auto' });
      expect(getComputedStyle(dark.container).backgroundColor).to.equal('rgb(18, 22, 28)');
      await emulateMedia({ colorScheme: 'light' });
      expect(getComputedStyle(dark.container).backgroundColor).to.equal('rgb(255, 255, 255)');
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('is light unless asked otherwise', () => {
    const { container } = render(<span>x</span>, { theme: 'light' });
    expect(getComputedStyle(container).backgroundColor).to.equal('rgb(255, 255, 255)');
  });

  it('takes a school colour with a readable text colour on it', () => {
    const { container } = render(
      <ThemeScope accentColor="#F2C230">
        <button className="csz-button">Go</button>
      </ThemeScope>,
    );
    const button = container.querySelector('button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(242, 194, 48)');
    expect(getComputedStyle(button).color).to.equal('rgb(0, 0, 0)');
  });

  it('ignores a colour that is not a hex colour', () => {
    const { container } = render(
      <ThemeScope accentColor="red; background: url(https://evil.example)">
        <button className="csz-button">Go</button>
      </ThemeScope>,
    );
    const scope = container.querySelector('.csz .csz') as HTMLElement;
    expect(scope.getAttribute('style')).to.equal(null);
  });
});
