/**
 * A polite live region: screen readers read its text when it changes (score updates), without
 * interrupting the reader. Always rendered, so that the first change is announced too.
 */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div className="csz-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
