// Inside a frame: tells the host page how tall the frame's content is whenever it changes, so the
// loader can size the frame (budget 300 bytes gzipped). It measures the body, whose height is its
// content's: the frame's CSS has no 100vh or height: 100%, which would follow the frame's own height
// and loop. It also speaks AMP's embed-size message, so AMP pages can size it too.
export function reportHeight(): void {
  if (parent === window) return;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    parent.postMessage({ type: 'csz:resize', height }, '*');
    parent.postMessage({ sentinel: 'amp', type: 'embed-size', height }, '*');
  };
  new ResizeObserver(send).observe(document.body);
  // Chromium runs no rendering steps, so no ResizeObserver, in a cross-origin frame off screen:
  // without this a frame below the fold keeps its first height until it is scrolled to.
  send();
}
