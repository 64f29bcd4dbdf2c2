import { useId } from 'react';
import { Icon } from './icons.tsx';

/**
 * Up to `max` png or jpeg images for a form (feedback, a promotion application): thumbnails with a remove button each
 * and an add tile while there is room. The caller checks and reads the chosen files (`onAdd`); the input is cleared
 * at once, so choosing the same file again after removing it still counts.
 */
export function ImagePicker({
  legend,
  hint,
  images,
  max,
  onAdd,
  onRemove,
  addLabel,
  imageLabel,
  removeLabel,
  error,
}: {
  legend: string;
  hint: string;
  images: readonly string[];
  max: number;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  addLabel: string;
  imageLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  /** Why the last choice was refused (too many, too large, not an image), announced. */
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="field image-picker" aria-describedby={`${id}-hint`}>
      <legend className="field-label">{legend}</legend>
      <ul className="thumbs">
        {images.map((src, i) => (
          <li key={src.slice(-40) + String(i)} className="thumb">
            <img src={src} alt={imageLabel(i + 1)} width={72} height={72} />
            <button type="button" className="thumb-remove" aria-label={removeLabel(i + 1)} onClick={() => onRemove(i)}>
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {images.length < max && (
          <li>
            <label className="thumb thumb-add">
              <Icon name="plus" size={20} />
              <span className="sr-only">{addLabel}</span>
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                className="sr-only"
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  e.target.value = '';
                  if (files.length) onAdd(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
