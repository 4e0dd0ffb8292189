import { AD_SLOT_INFO, type AdSlot as AdSlotName } from '@csz/core/display';
import { cx } from '../internal/cx';

/** An ad's creative: a picture that links to the advertiser. */
export interface AdCreative {
  /** The advertiser's page. */
  href: string;
  /** The picture, sized for the slot. */
  imageUrl: string;
  /** The 320x50 picture banner slots show on phones (spec §9); the main one scaled down without it. */
  mobileImageUrl?: string | undefined;
  /** What the picture says, for screen readers. */
  alt: string;
}

/** Props of {@link AdSlot}. */
export interface AdSlotProps {
  /** The named slot (spec §9), which gives the size: 'General_Top_300x250', 'General_970x90'... */
  slot: AdSlotName;
  /** The ad chosen for the reader's region; null keeps the space with a plain label. */
  ad: AdCreative | null;
  /**
   * Whether the slot is on the first screen (the banner at the top of every page): its picture is
   * then loaded with the page, not when it is scrolled near, which would delay the first screen.
   */
  firstScreen?: boolean;
}

/** Phones: the width below which banner slots become 320x50 (spec §9 breakpoints, 767px). */
const PHONE_MEDIA = '(max-width: 767px)';

/**
 * An ad slot of a named size (spec §2 "Ad slots", §9). It keeps its size whether or not an ad is
 * there, so the page does not jump when one arrives; on phones a 970x90 banner becomes 320x50. An
 * ad is read out as 'Advertisement: ...'; ads are not landmarks, as a feed holds many.
 */
export function AdSlot({ slot, ad, firstScreen = false }: AdSlotProps) {
  const { size } = AD_SLOT_INFO[slot];
  const [width, height] = size.split('x').map(Number) as [number, number];
  return (
    <div className={cx('csz-ad', `csz-ad--${size}`)} data-slot={slot}>
      {ad ? (
        <a
          href={ad.href}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className="csz-ad__link"
        >
          <span className="csz-visually-hidden">Advertisement: </span>
          <picture>
            {ad.mobileImageUrl && size === '970x90' ? (
              <source media={PHONE_MEDIA} srcSet={ad.mobileImageUrl} width={320} height={50} />
            ) : null}
            <img
              src={ad.imageUrl}
              alt={ad.alt}
              width={width}
              height={height}
              loading={firstScreen ? 'eager' : 'lazy'}
            />
          </picture>
        </a>
      ) : (
        <span className="csz-ad__empty">Advertisement</span>
      )}
    </div>
  );
}
