import { useEffect, useId, useRef, useState } from 'react';
import { TIMERS_MS } from '@csz/core';

/** Props of {@link CodeBlock}. */
export interface CodeBlockProps {
  /** The visible label, 'Iframe code'; the copy button is named after it ('Copy iframe code'). */
  label: string;
  /** One sentence on when to use this code. */
  description: string;
  /** The code to paste. */
  code: string;
}

/** What the status beside the copy button says, and about which code. */
interface CopyStatus {
  text: string;
  code: string;
}

/** Said when the browser gives no clipboard (a page not served over https) or refuses it. */
export const SELECTED_TO_COPY = 'Selected: press Ctrl+C (⌘C on a Mac) to copy';

/**
 * Generated code in a read-only text box with a Copy button. The outcome is said in a polite live
 * region. Without a clipboard the code is selected instead, ready for the keyboard shortcut.
 */
export function CodeBlock({ label, description, code }: CodeBlockProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<CopyStatus | null>(null);

  useEffect(() => {
    if (status == null) return;
    // Cleared after a while, so that copying again is announced again.
    const timer = setTimeout(() => setStatus(null), TIMERS_MS.alert);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      // navigator.clipboard is missing outside secure contexts, whatever its type says.
      if (navigator.clipboard?.writeText == null) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setStatus({ text: 'Copied', code });
    } catch {
      box.current?.focus();
      box.current?.select();
      setStatus({ text: SELECTED_TO_COPY, code });
    }
  };

  return (
    <div className="csz-embed-builder__code">
      <label htmlFor={`${id}-code`} className="csz-embed-builder__label">
        {label}
      </label>
      <p id={`${id}-about`} className="csz-embed-builder__hint">
        {description}
      </p>
      <textarea
        id={`${id}-code`}
        ref={box}
        className="csz-input csz-embed-builder__textarea"
        value={code}
        rows={5}
        readOnly
        spellCheck={false}
        aria-describedby={`${id}-about`}
      />
      <div className="csz-embed-builder__copy">
        <button type="button" className="csz-button" onClick={copy}>
          Copy<span className="csz-visually-hidden"> {label.toLowerCase()}</span>
        </button>
        {/* Stale once the code changes: what was copied is no longer what is shown. */}
        <span className="csz-embed-builder__copied" role="status" aria-live="polite">
          {status?.code === code ? status.text : ''}
        </span>
      </div>
    </div>
  );
}
