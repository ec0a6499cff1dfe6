import { useRef, useState } from 'react';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

interface Picture {
  id: number;
  url: string;
}

const sizes = '(min-width: 1024px) 600px, calc(100vw - 2rem)';

/**
 * Pictures in a row that phones swipe through (CSS scroll snapping, no script needed);
 * thumbnails jump to a picture; on a desktop, hovering zooms where the pointer is.
 */
export function ProductGallery({ images, name }: { images: Picture[]; name: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };

  if (images.length === 0) return <div className="aspect-square w-full rounded-lg bg-slate-100" />;
  return (
    <div>
      <div
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-lg border border-slate-200 bg-white [scrollbar-width:none]"
        // Reachable by keyboard: the arrow keys then scroll from picture to picture.
        tabIndex={0}
        role="region"
        onScroll={(event) => setCurrent(Math.round(event.currentTarget.scrollLeft / Math.max(1, event.currentTarget.clientWidth)))}
        aria-roledescription="carousel"
        aria-label={t('product.gallery', { name })}
      >
        {images.map((picture, index) => (
          <div
            key={picture.id}
            className="relative w-full shrink-0 snap-center overflow-hidden"
            aria-roledescription="slide"
            aria-label={t('product.pictureOf', { number: index + 1, total: images.length })}
            onMouseMove={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
            }}
            onMouseLeave={() => setZoom(null)}
          >
            <ResponsivePicture
              src={picture.url}
              sizes={sizes}
              widths={[320, 480, 800]}
              alt={index === 0 ? name : t('product.pictureOf', { number: index + 1, total: images.length })}
              width={800}
              height={800}
              loading={index === 0 ? 'lcp' : 'lazy'}
              className="aspect-square w-full object-contain transition-transform duration-150 lg:cursor-zoom-in"
              style={zoom && index === current ? { transform: 'scale(2)', transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
            />
          </div>
        ))}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2" aria-label={t('product.thumbnails')}>
          {images.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={t('product.showPicture', { number: index + 1 })}
                aria-current={index === current}
                className={`block h-16 w-16 overflow-hidden rounded border-2 bg-white ${index === current ? 'border-brand-600' : 'border-slate-200'}`}
              >
                <ResponsivePicture src={picture.url} sizes="64px" widths={[160]} alt="" width={64} height={64} className="h-full w-full object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
