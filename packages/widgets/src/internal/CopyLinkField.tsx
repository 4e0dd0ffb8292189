import { useEffect, useId, useRef } from 'react';

/**
 * A link shown in a field, focused and selected, for the reader to copy by hand when the browser
 * refused the clipboard (no permission, an old browser, an insecure page).
 */
export function CopyLinkField({ url }: { url: string }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [url]);
  return (
    <div className="csz-copy-field">
      <label htmlFor={fieldId}>Copy this link</label>
      <input
        ref={field}
        id={fieldId}
        className="csz-input"
        type="url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
