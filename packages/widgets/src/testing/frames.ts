/**
 * Waits until the browser has rendered a number of frames: long enough for what a widget does
 * after a render (a measurement, an effect, a live region's update) to have happened, without a
 * guess at a number of milliseconds. For tests that check that something did not happen.
 */
export async function afterFrames(count = 2): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await new Promise((done) => requestAnimationFrame(done));
  }
}
