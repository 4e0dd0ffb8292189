import { describe, expect, it } from 'vitest';
import { acceptImages, imageLabel } from './images';

const jpg = (name: string) => ({ name, type: 'image/jpeg' });

describe('acceptImages', () => {
  it.each([
    [
      'images only',
      0,
      [jpg('a.jpg'), { name: 'notes.pdf', type: 'application/pdf' }],
      ['a.jpg'],
      [],
    ],
    [
      'photos only, never SVG',
      0,
      [jpg('a.jpg'), { name: 'logo.svg', type: 'image/svg+xml' }],
      ['a.jpg'],
      [],
    ],
    ['room for all', 2, [jpg('a.jpg'), jpg('b.jpg')], ['a.jpg', 'b.jpg'], []],
    [
      'extras dropped',
      3,
      [jpg('a.jpg'), jpg('b.jpg'), jpg('c.jpg')],
      ['a.jpg', 'b.jpg'],
      ['You achieved maximum amount of images'],
    ],
    [
      'reaching the maximum',
      3,
      [jpg('a.jpg'), jpg('b.jpg')],
      ['a.jpg', 'b.jpg'],
      ['You achieved maximum amount of images'],
    ],
    ['already full', 5, [jpg('a.jpg')], [], ['You achieved maximum amount of images']],
    [
      'a name too long',
      0,
      [jpg(`${'x'.repeat(21)}.jpg`), jpg('ok.jpg')],
      ['ok.jpg'],
      ['Some images names are too long. Keep it under 20 characters.'],
    ],
  ])('%s', (_name, attached, picked, accepted, messages) => {
    const result = acceptImages(attached, picked, { maxCount: 5, maxNameLength: 20 });
    expect(result.accepted.map((f) => f.name)).toEqual(accepted);
    expect(result.messages).toEqual(messages);
  });

  it('uses the default limits', () => {
    const picked = Array.from({ length: 12 }, (_, i) => jpg(`${i}.png`));
    expect(acceptImages(0, picked).accepted).toHaveLength(10);
  });
});

describe('imageLabel', () => {
  it.each([
    ['touchdown.jpg', 'touchdo'],
    ['a.jpg', 'a.jpg'],
  ])('cuts %s to %s', (name, label) => {
    expect(imageLabel(name)).toBe(label);
  });
});
