import { describe, expect, it } from 'vitest';
import { SITE_REDIRECTS, forumCategoryPath, redirectTarget } from './redirects';

describe('redirectTarget (spec §2 "Redirects")', () => {
  it.each([
    ['/s', '/scores'],
    ['/legacy', '/'],
    ['/pages/contact.php', '/contact-us'],
    ['/pages/about.php', '/about-csz'],
    ['/blog', '/forums/search/category/Group/CSZ%20Articles'],
    ['/player-of-the-month', '/forums/search/category/Group/Player%20of%20the%20Month'],
    ['/games', '/scores'],
    ['/games/', '/scores'],
    ['/forum', '/forums/search/category/all/General'],
    ['/forums', '/forums/search/category/all/General'],
    ['/sv/42', '/scores/view/42'],
  ])('sends %s to %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/scores', '/sv/', '/sv/abc', '/sv/4/2', '/forums/podcast', '/s/x']) {
      expect(redirectTarget(path)).toBeNull();
    }
  });

  it('never leads to another redirect or back to itself', () => {
    for (const { from, to } of SITE_REDIRECTS) {
      const target = redirectTarget(from.replace(':id', '7'));
      expect(target).not.toBeNull();
      expect(redirectTarget(target!)).toBeNull();
      expect(to).not.toBe(from);
    }
  });
});

describe('forumCategoryPath', () => {
  it('writes the All type in lower case, as the spec names the General category', () => {
    expect(forumCategoryPath({ tagType: 'All', tagString: 'General' })).toBe(
      '/forums/search/category/all/General',
    );
  });
});
