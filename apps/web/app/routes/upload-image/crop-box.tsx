import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { arrowStep, type Corner, corners, type CropRect, moveCorner, moveCrop } from './crop-geometry.ts';

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

const cornerPlaces: Record<Corner, string> = {
  'top-left': 'left-0 top-0 cursor-nwse-resize',
  'top-right': 'right-0 top-0 cursor-nesw-resize',
  'bottom-left': 'bottom-0 left-0 cursor-nesw-resize',
  'bottom-right': 'bottom-0 right-0 cursor-nwse-resize',
};

interface Drag {
  corner: Corner | undefined;
  x: number;
  y: number;
  start: CropRect;
}

/**
 * The preview with a box over it: what is outside is darkened and left out of the search.
 * The box moves by dragging it, or with the arrow keys on its move button; each corner is a
 * button too, dragged or moved with the arrows (Shift: larger steps).
 */
export function CropBox({ src, rect, onChange, onUnreadable }: { src: string; rect: CropRect; onChange: (rect: CropRect) => void; onUnreadable: () => void }) {
  const { t } = useTranslation();
  const helpId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const start = (corner?: Corner) => (event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { corner, x: event.clientX, y: event.clientY, start: rect };
  };
  const follow = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    const area = frame.current?.getBoundingClientRect();
    if (!current || !area || area.width === 0 || area.height === 0) return;
    const dx = (event.clientX - current.x) / area.width;
    const dy = (event.clientY - current.y) / area.height;
    onChange(current.corner ? moveCorner(current.start, current.corner, dx, dy) : moveCrop(current.start, dx, dy));
  };
  const stop = () => {
    drag.current = null;
  };
  const keys = (corner?: Corner) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    onChange(corner ? moveCorner(rect, corner, step.dx, step.dy) : moveCrop(rect, step.dx, step.dy));
  };
  const handlers = (corner?: Corner) => ({ onPointerDown: start(corner), onPointerMove: follow, onPointerUp: stop, onPointerCancel: stop, onKeyDown: keys(corner) });

  return (
    <div>
      <div ref={frame} className="relative inline-block max-w-full touch-none overflow-hidden rounded-md bg-slate-900 align-top select-none">
        <img src={src} alt={t('uploadImage.crop.preview')} onError={onUnreadable} draggable={false} className="block max-h-[60vh] max-w-full" />
        <div
          role="group"
          aria-label={t('uploadImage.crop.box')}
          aria-describedby={helpId}
          className="absolute border-2 border-white shadow-[0_0_0_9999px_rgba(15,23,42,0.55)]"
          style={{ left: percent(rect.x), top: percent(rect.y), width: percent(rect.width), height: percent(rect.height) }}
        >
          <button type="button" aria-label={t('uploadImage.crop.move')} className="absolute inset-0 cursor-move focus-visible:outline-4 focus-visible:outline-offset-[-6px] focus-visible:outline-brand-500" {...handlers()} />
          {corners.map((corner) => (
            <button
              key={corner}
              type="button"
              aria-label={t(`uploadImage.crop.corners.${corner}`)}
              className={`absolute size-8 rounded-sm border-2 border-slate-900 bg-white/90 focus-visible:outline-4 focus-visible:outline-brand-500 ${cornerPlaces[corner]}`}
              {...handlers(corner)}
            />
          ))}
        </div>
      </div>
      <p id={helpId} className="mt-2 text-sm text-slate-600">
        {t('uploadImage.crop.help', { width: Math.round(rect.width * 100), height: Math.round(rect.height * 100) })}
      </p>
    </div>
  );
}
