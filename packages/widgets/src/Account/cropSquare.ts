// The arithmetic of the avatar cropper: a picture shown in a square frame, covering it at zoom 1,
// moved and zoomed by the member, and the square of its own pixels the frame then shows.

/** How far the member may zoom in. */
export const MAX_ZOOM = 4;

/** Where the picture sits in the frame: its zoom, and its centre's offset from the frame's, in px. */
export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

/** A picture's size in its own pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/** The picture as first shown: covering the frame, centred. */
export const INITIAL_VIEW: CropView = { zoom: 1, x: 0, y: 0 };

/** Frame pixels per picture pixel at a zoom: at zoom 1 the picture's short side fills the frame. */
export function displayScale(picture: PictureSize, frame: number, zoom: number): number {
  return (frame / Math.min(picture.width, picture.height)) * zoom;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** A view kept inside its bounds: zoom from 1 to {@link MAX_ZOOM}, the frame always covered. */
export function clampView(view: CropView, picture: PictureSize, frame: number): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom));
  const scale = displayScale(picture, frame, zoom);
  return {
    zoom,
    x: clamp(view.x, (picture.width * scale - frame) / 2),
    y: clamp(view.y, (picture.height * scale - frame) / 2),
  };
}

/** The square of the picture's own pixels that the frame shows. */
export function sourceSquare(
  view: CropView,
  picture: PictureSize,
  frame: number,
): { x: number; y: number; size: number } {
  const scale = displayScale(picture, frame, view.zoom);
  const size = frame / scale;
  return {
    x: picture.width / 2 - view.x / scale - size / 2,
    y: picture.height / 2 - view.y / scale - size / 2,
    size,
  };
}

/**
 * Draws the chosen square of a loaded picture on a canvas and encodes it: at most `output` pixels a
 * side (the server makes it 256 x 256 WebP; a little more keeps its resize sharp), on white, since
 * a JPEG has no transparency.
 */
export function cropToBlob(
  image: HTMLImageElement,
  square: { x: number; y: number; size: number },
  output = 512,
): Promise<Blob | null> {
  const side = Math.max(1, Math.round(Math.min(output, square.size)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (context == null) return Promise.resolve(null);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}
