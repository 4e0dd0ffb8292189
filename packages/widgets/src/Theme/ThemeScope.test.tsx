import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import * as React from 'react';
import { THEME_BACKGROUNDS, contrastRatio, schoolAccents } from '@csz/core';
import { render } from '../testing/render';
import { ThemeScope } from './ThemeScope';

describe('the framework under test', () => {
  it('is the one the group page maps react to', () => {
    const map = document.querySelector('script[type="importmap"]')?.textContent ?? '';
    // The frames' layer over Preact says no React version; nor is it preact/compat, which has
    // helpers React does not (isFragment).
    const isPreact = !('version' in React);
    expect(isPreact).to.equal(map.includes('/__preact/'));
    expect('isFragment' in React).to.equal(false);
    if (!isPreact) expect(React.version).to.equal('19.3.1');
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
      <ThemeScope theme="light" accents={schoolAccents('#1F3A68')}>
        <button className="csz-button">Go</button>
      </ThemeScope>,
    );
    const button = container.querySelector('button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(31, 58, 104)');
    expect(getComputedStyle(button).color).to.equal('rgb(255, 255, 255)');
  });

  it('darkens a pale school colour on the light theme until it stands out 3:1', () => {
    const { container } = render(
      <ThemeScope theme="light" accents={schoolAccents('#F2C230')}>
        <button className="csz-button">Go</button>
      </ThemeScope>,
    );
    const button = container.querySelector('button')!;
    expect(getComputedStyle(button).backgroundColor).to.not.equal('rgb(242, 194, 48)');
    expect(getComputedStyle(button).color).to.equal('rgb(0, 0, 0)');
  });

  it("sets --csz-bg to core's theme backgrounds, which school accents are checked against", () => {
    const hex = (rgb: string) =>
      `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
    for (const theme of ['light', 'dark'] as const) {
      const { container, unmount } = render(<span>x</span>, { theme });
      expect(hex(getComputedStyle(container).backgroundColor)).to.equal(THEME_BACKGROUNDS[theme]);
      unmount();
    }
  });

  it('lifts a dark school colour on the dark theme so it still stands out', () => {
    const { container } = render(
      <ThemeScope theme="dark" accents={schoolAccents('#1f3a68')}>
        <button className="csz-button">Go</button>
      </ThemeScope>,
    );
    const button = container.querySelector('button')!;
    const [r, g, b] = (getComputedStyle(button).backgroundColor.match(/\d+/g) ?? []).map(Number);
    const hex = `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).to.not.equal('#1f3a68');
    expect(contrastRatio(hex, THEME_BACKGROUNDS.dark)).to.be.at.least(3);
  });

  it('ignores a colour that is not a hex colour', () => {
    const { container } = render(
      <ThemeScope accents={schoolAccents('red; background: url(https://evil.example)')}>
        <button className="csz-button">Go</button>
      </ThemeScope>,
    );
    const scope = container.querySelector('.csz .csz') as HTMLElement;
    expect(scope.getAttribute('style')).to.equal(null);
  });
});
