import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  INITIAL_VIEW,
  MAX_ZOOM,
  clampView,
  cropToBlob,
  displayScale,
  sourceSquare,
  type CropView,
  type PictureSize,
} from './cropSquare';

/** The crop frame's side in CSS pixels: it fits a 320 px screen beside the page's margins. */
const FRAME = 224;
/** How far an arrow key moves the picture, in frame pixels. */
const KEY_STEP = 8;

/** Props of {@link AvatarEditor}. */
export interface AvatarEditorProps {
  /** The member's picture, or null for none (their initials show instead). */
  avatarUrl: string | null;
  /** The member's name, for the initials and the picture's description. */
  name: string;
  /**
   * Sends the cropped square (a JPEG); resolves true once it is stored, and the cropper closes.
   * On false the cropper stays, with `error` shown.
   */
  onUpload: (picture: Blob) => Promise<boolean>;
  /** Removes the picture. */
  onRemove: () => void;
  /** True while an upload or removal is under way. @default false */
  busy?: boolean;
  /** What went wrong with the last upload or removal, in plain words. */
  error?: string | null;
}

interface Picked {
  url: string;
  image: HTMLImageElement;
  size: PictureSize;
}

const IMAGES_ONLY = 'Choose an image file (JPEG, PNG, WebP, GIF, AVIF or HEIF).';
const UNREADABLE = 'This picture could not be read. Try another one.';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * The member's picture (spec §3 "Profile" avatarUrl, §7 upload and removal): upload one, first
 * moved and zoomed inside a square frame (drag, or the arrow keys and + and -, or the zoom slider),
 * cropped to that square in the browser; or remove it.
 */
export function AvatarEditor({
  avatarUrl,
  name,
  onUpload,
  onRemove,
  busy = false,
  error = null,
}: AvatarEditorProps) {
  const id = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [view, setView] = useState<CropView>(INITIAL_VIEW);
  const [localError, setLocalError] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);

  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  useEffect(() => {
    if (picked) frameRef.current?.focus();
  }, [picked]);

  const choose = (file: File | undefined) => {
    setLocalError(null);
    if (file == null) return;
    if (!file.type.startsWith('image/')) return setLocalError(IMAGES_ONLY);
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setView(INITIAL_VIEW);
      setPicked({ url, image, size: { width: image.naturalWidth, height: image.naturalHeight } });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setLocalError(UNREADABLE);
    };
    image.src = url;
  };

  const close = () => {
    setPicked(null);
    if (inputRef.current) inputRef.current.value = '';
    // The frame that had the focus is gone: it goes back to where the member began.
    inputRef.current?.focus();
  };

  const move = (next: CropView) => {
    if (picked) setView(clampView(next, picked.size, FRAME));
  };

  // Set at once on the first press: `busy` comes from the page only once the upload has begun,
  // after the crop is drawn, and a double press in between would upload twice.
  const saving = useRef(false);
  const save = async () => {
    if (picked == null || busy || saving.current) return;
    saving.current = true;
    try {
      const blob = await cropToBlob(picked.image, sourceSquare(view, picked.size, FRAME));
      if (blob == null) return setLocalError(UNREADABLE);
      if (await onUpload(blob)) close();
    } finally {
      saving.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number, number]> = {
      ArrowLeft: [-KEY_STEP, 0, 0],
      ArrowRight: [KEY_STEP, 0, 0],
      ArrowUp: [0, -KEY_STEP, 0],
      ArrowDown: [0, KEY_STEP, 0],
      '+': [0, 0, 0.1],
      '=': [0, 0, 0.1],
      '-': [0, 0, -0.1],
    };
    const step = moves[event.key];
    if (step == null) return;
    event.preventDefault();
    move({ x: view.x + step[0], y: view.y + step[1], zoom: view.zoom + step[2] });
  };

  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (start == null || start.pointer !== event.pointerId) return;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    move({ ...view, x: view.x + event.clientX - start.x, y: view.y + event.clientY - start.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const shownError = localError ?? error;
  const scale = picked ? displayScale(picked.size, FRAME, view.zoom) : 1;

  return (
    <div className="csz-avatar" aria-busy={busy || undefined}>
      <div className="csz-avatar__current">
        {avatarUrl ? (
          <img className="csz-avatar__image" src={avatarUrl} alt={`Picture of ${name}`} />
        ) : (
          <span className="csz-avatar__image csz-avatar__initials" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <div className="csz-avatar__actions">
          <label className="csz-button csz-button--secondary csz-avatar__upload">
            {avatarUrl ? 'Change Picture' : 'Upload Picture'}
            <input
              ref={inputRef}
              className="csz-visually-hidden"
              type="file"
              accept="image/*"
              disabled={busy}
              aria-describedby={shownError ? `${id}-error` : undefined}
              onChange={(event) => choose(event.currentTarget.files?.[0])}
            />
          </label>
          {avatarUrl && picked == null ? (
            <button
              type="button"
              className="csz-button csz-button--quiet"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onRemove();
              }}
            >
              Remove Picture
            </button>
          ) : null}
        </div>
      </div>
      {picked ? (
        <div className="csz-avatar__crop" role="group" aria-labelledby={`${id}-crop`}>
          <p id={`${id}-crop`} className="csz-avatar__crop-title">
            Crop your picture
          </p>
          <div
            ref={frameRef}
            className="csz-avatar__frame"
            style={{ width: FRAME, height: FRAME }}
            tabIndex={0}
            role="application"
            aria-roledescription="picture crop"
            aria-label="Picture position: drag it, or move it with the arrow keys; + and - zoom"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <img
              src={picked.url}
              alt=""
              draggable={false}
              style={{
                width: picked.size.width * scale,
                height: picked.size.height * scale,
                transform: `translate(calc(-50% + ${view.x}px), calc(-50% + ${view.y}px))`,
              }}
            />
          </div>
          <label className="csz-avatar__zoom">
            Zoom
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={view.zoom}
              onChange={(event) => move({ ...view, zoom: Number(event.currentTarget.value) })}
            />
          </label>
          <div className="csz-avatar__actions">
            <button
              type="button"
              className="csz-button"
              aria-disabled={busy || undefined}
              onClick={() => void save()}
            >
              {busy ? 'Saving...' : 'Save Picture'}
            </button>
            <button type="button" className="csz-button csz-button--secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="csz-avatar__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
