import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Link } from 'react-router';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';

interface Slide {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  url: string;
}

/**
 * The home carousel: one slide at a time, dots to choose. The first slide is the page's largest
 * picture (preloaded, high priority); the hidden ones load only when shown.
 */
export function HeroSlides({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={t('home.slidesLabel')} className="relative overflow-hidden rounded-xl bg-brand-700">
      {slides.map((slide, index) => (
        <Link
          key={slide.id}
          to={slide.url}
          className={index === current ? 'block' : 'hidden'}
          aria-hidden={index !== current}
          tabIndex={index === current ? 0 : -1}
        >
          <ResponsivePicture
            src={slide.image}
            sizes="(min-width: 1280px) 1248px, calc(100vw - 2rem)"
            widths={[320, 480, 800]}
            alt=""
            width={1600}
            height={600}
            loading={index === 0 ? 'lcp' : 'lazy'}
            className="aspect-[8/3] w-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-4 text-white sm:p-8">
            <p className="text-lg font-bold sm:text-3xl">{slide.title}</p>
            <p className="text-sm sm:text-lg">{slide.subtitle}</p>
          </div>
        </Link>
      ))}
      {slides.length > 1 ? (
        <div className="absolute right-4 bottom-3 flex gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t('home.showSlide', { number: index + 1 })}
              aria-current={index === current}
              className={`h-3 w-3 rounded-full border border-white ${index === current ? 'bg-white' : 'bg-white/30'}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
