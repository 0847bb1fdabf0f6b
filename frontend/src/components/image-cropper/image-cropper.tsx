import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cropWidthRange, moveCrop, resizeCrop, scaleCrop, type CropBox, type CropHandle, type CropRules, type ImageSize } from './crop-box';
import styles from './image-cropper.module.css';

interface ImageCropperProps {
  src: string;
  image: ImageSize;
  rules: CropRules;
  crop: CropBox;
  onChange: (crop: CropBox) => void;
  /** What is being cropped, for assistive technology ("your new portrait"). */
  label: string;
  /** `circle`: the crop is shown in a circle (a portrait), so a dashed circle shows what will be visible. */
  guide?: 'circle';
}

interface Drag {
  pointerId: number;
  handle: CropHandle | 'move';
  startX: number;
  startY: number;
  start: CropBox;
  /** Image pixels per screen pixel, measured when the drag began. */
  scale: number;
}

const HANDLES: CropHandle[] = ['nw', 'ne', 'sw', 'se'];
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * Crops an image (spec section 5: the cropper honours a minimum width and height and an optional aspect lock). Drag
 * the box to move it and its corners to resize it; with the keyboard, the arrow keys move it (Shift: further) and + / -
 * resize it; the size slider does the same. The box never leaves the image or falls under the minimum.
 */
export function ImageCropper({ src, image, rules, crop, onChange, label, guide }: ImageCropperProps) {
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const sizeId = useId();
  const helpId = useId();
  const range = cropWidthRange(image, rules);

  function begin(event: PointerEvent<HTMLElement>, handle: Drag['handle']) {
    if (event.button !== 0 || !stage.current) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      handle,
      startX: event.clientX,
      startY: event.clientY,
      start: crop,
      scale: image.width / stage.current.getBoundingClientRect().width,
    };
  }

  function follow(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) * current.scale;
    const dy = (event.clientY - current.startY) * current.scale;
    onChange(current.handle === 'move' ? moveCrop(current.start, dx, dy, image) : resizeCrop(current.start, current.handle, dx, dy, image, rules));
  }

  function end(event: PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = Math.max(1, Math.round(Math.max(image.width, image.height) / (event.shiftKey ? 10 : 50)));
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onChange(moveCrop(crop, move[0], move[1], image));
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      onChange(scaleCrop(crop, crop.width + (event.key === '-' ? -step : step), image, rules));
    }
  }

  return (
    <div className={styles.cropper}>
      <div className={styles.frame}>
        <div ref={stage} className={styles.stage} data-cropper-stage>
          <img className={styles.image} src={src} alt="" draggable={false} />
          <div
            className={`${styles.box} ${guide === 'circle' ? styles.circle : ''}`}
            style={{ left: percent(crop.x, image.width), top: percent(crop.y, image.height), width: percent(crop.width, image.width), height: percent(crop.height, image.height) }}
            tabIndex={0}
            role="group"
            aria-roledescription="crop area"
            aria-label={`Crop area of ${label}`}
            aria-describedby={helpId}
            data-crop-box
            data-crop={`${crop.x},${crop.y},${crop.width},${crop.height}`}
            onPointerDown={(event) => begin(event, 'move')}
            onPointerMove={follow}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={onKey}
          >
            {HANDLES.map((handle) => (
              <span
                key={handle}
                className={`${styles.handle} ${styles[handle]}`}
                data-crop-handle={handle}
                aria-hidden="true"
                onPointerDown={(event) => begin(event, handle)}
                onPointerMove={follow}
                onPointerUp={end}
                onPointerCancel={end}
              />
            ))}
          </div>
        </div>
      </div>
      <p id={helpId} className={styles.help}>
        Drag the box or its corners to choose what shows. Keyboard: arrow keys move it, + and − resize it.
      </p>
      <div className={styles.size}>
        <label htmlFor={sizeId}>Crop size</label>
        <input
          id={sizeId}
          type="range"
          min={range.min}
          max={range.max}
          step={1}
          value={Math.min(Math.max(crop.width, range.min), range.max)}
          disabled={range.min >= range.max}
          onChange={(event) => onChange(scaleCrop(crop, Number(event.target.value), image, rules))}
          aria-valuetext={`${crop.width} by ${crop.height} pixels`}
        />
        <output htmlFor={sizeId} className={styles.dimensions}>
          {crop.width} × {crop.height} px
        </output>
      </div>
    </div>
  );
}
