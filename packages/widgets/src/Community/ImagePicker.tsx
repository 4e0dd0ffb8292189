import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_TYPES, acceptImages, imageLabel } from '@csz/core';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** The field's label. */
  label: string;
  /** The pictures picked so far, in order. */
  images: readonly File[];
  /** Called with the pictures once some are added or one is removed. */
  onChange: (images: File[]) => void;
  /** A problem with the field as a whole, in words (a required field left empty). */
  error?: string | null;
  /** While the form is sent. @default false */
  disabled?: boolean;
}

/** A picked picture's thumbnail, read from the file on this device (nothing is sent yet). */
function Preview({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // Set on the element, not through state: the address lives exactly as long as this effect.
    const url = URL.createObjectURL(file);
    if (image.current != null) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <img ref={image} className="csz-image-picker__thumb" alt="" width={56} height={56} />;
}

/**
 * Picks pictures for a post or a score upload with the image rules of spec §5 (core
 * acceptImages): photos only, names within the limit ('Some images names are too long. Keep it
 * under {limit} characters.'), at most MAX_IMAGES ('You achieved maximum amount of images', extras
 * dropped), each shown as a thumbnail with its name cut to 7 characters and a Remove button.
 */
export function ImagePicker({
  label,
  images,
  onChange,
  error = null,
  disabled = false,
}: ImagePickerProps) {
  const id = useId();
  const [messages, setMessages] = useState<string[]>([]);
  const problems = [...(error == null ? [] : [error]), ...messages];
  return (
    <div className="csz-image-picker">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        className="csz-image-picker__input"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        disabled={disabled}
        aria-invalid={error != null}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])];
          const { accepted, messages: said } = acceptImages(images.length, picked);
          onChange([...images, ...accepted]);
          setMessages(said);
          // The same file can be picked again after it was removed.
          event.currentTarget.value = '';
        }}
      />
      {problems.length > 0 ? (
        <div id={`${id}-problems`} role="alert">
          {problems.map((message) => (
            <span key={message} className="csz-score-form__error">
              {message}
            </span>
          ))}
        </div>
      ) : null}
      {images.length > 0 ? (
        <ul className="csz-image-picker__list" aria-label={`${label}: ${images.length} picked`}>
          {images.map((file, i) => (
            <li key={`${file.name}-${file.size}-${i}`} className="csz-image-picker__item">
              <Preview file={file} />
              <span className="csz-image-picker__name" title={file.name}>
                {imageLabel(file.name)}
              </span>
              <button
                type="button"
                className="csz-button csz-button--quiet"
                disabled={disabled}
                onClick={() => {
                  onChange(images.filter((_, j) => j !== i));
                  setMessages([]);
                }}
              >
                Remove<span className="csz-visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
