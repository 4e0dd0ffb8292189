import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { getByRole, waitFor } from '@testing-library/dom';
import { AD_SLOTS, AD_SLOT_INFO } from '@csz/core/display';
import { ads } from '../fixtures/ads';
import { render } from '../testing/render';
import { testStories } from '../testing/stories';
import * as stories from './AdSlot.stories';
import { AdSlot } from './AdSlot';

testStories(stories);

describe('AdSlot', () => {
  for (const slot of AD_SLOTS) {
    it(`keeps the ${slot} slot's size with or without an ad`, () => {
      const [width, height] = AD_SLOT_INFO[slot].size.split('x').map(Number) as [number, number];
      for (const ad of [ads['300x250'], null]) {
        const { container, unmount } = render(<AdSlot slot={slot} ad={ad} />, { width: 1200 });
        const box = container.querySelector('.csz-ad')!;
        expect(box.getAttribute('data-slot')).to.equal(slot);
        const rect = box.getBoundingClientRect();
        expect(Math.round(rect.width)).to.equal(width);
        expect(Math.round(rect.height)).to.equal(height);
        unmount();
      }
    });
  }

  it("loads a first screen's picture with the page, any other when it is scrolled near", () => {
    const top = render(<AdSlot slot="General_970x90" ad={ads['970x90']} firstScreen />);
    expect(top.container.querySelector('img')!.getAttribute('loading')).to.equal('eager');
    top.unmount();
    const feed = render(<AdSlot slot="Statewide_300x250" ad={ads['300x250']} />);
    expect(feed.container.querySelector('img')!.getAttribute('loading')).to.equal('lazy');
    feed.unmount();
  });

  it('shrinks on a narrow screen and keeps its shape', () => {
    const { container } = render(<AdSlot slot="General_970x90" ad={ads['970x90']} />, {
      width: 320,
    });
    const rect = container.querySelector('.csz-ad')!.getBoundingClientRect();
    expect(Math.round(rect.width)).to.equal(320);
    expect(Math.round(rect.height)).to.equal(Math.round((320 * 90) / 970));
  });

  it('turns a banner into 320x50 on a phone', async () => {
    try {
      await setViewport({ width: 375, height: 700 });
      const { container } = render(<AdSlot slot="General_970x90" ad={ads['970x90']} />);
      const rect = container.querySelector('.csz-ad')!.getBoundingClientRect();
      expect(Math.round(rect.width)).to.equal(320);
      expect(Math.round(rect.height)).to.equal(50);
      const img = container.querySelector('img')!;
      // The picture chooses its source once the viewport change has reached it.
      await waitFor(() => expect(img.currentSrc).to.equal(ads['970x90'].mobileImageUrl));
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('links the ad to the advertiser in a new tab, marked sponsored', () => {
    const { container } = render(<AdSlot slot="Statewide_300x250" ad={ads['300x250']} />);
    const link = getByRole(container, 'link', { name: 'Advertisement: CSZ: Advertise with CSZ' });
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer sponsored');
    expect(link.getAttribute('target')).to.equal('_blank');
  });
});
