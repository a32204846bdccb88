/**
 * Slideshow and carousel behaviour for a server-rendered gallery (theme blocks/gallery-renderer.ts):
 * previous and next buttons (data-controls), thumbnails that move the strip, and autoplay
 * (data-autoplay, in seconds) that never runs for visitors who prefer reduced motion, pauses while the
 * pointer or the focus is in the gallery, and has its own pause button. Without this script the strip
 * still scrolls by itself; nothing here is needed to see the images.
 */

/** Seed 001 section 9: "Scroll throttle 100 ms". */
const SCROLL_THROTTLE_MS = 100;

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface SlidesControl {
  current: () => number;
  goTo: (index: number) => void;
  stop: () => void;
}

export function setupSlides(gallery: HTMLElement, track: HTMLElement, slides: HTMLElement[]): SlidesControl {
  let index = 0;
  const thumbs = Array.from(gallery.querySelectorAll<HTMLAnchorElement>('.gallery__thumb'));
  const markCurrent = () => {
    thumbs.forEach((thumb, i) => {
      if (i === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
  };
  const goTo = (next: number) => {
    index = (next + slides.length) % slides.length;
    const slide = slides[index];
    if (slide && typeof track.scrollTo === 'function') {
      const align = gallery.classList.contains('gallery--align-left')
        ? 0
        : gallery.classList.contains('gallery--align-right')
          ? track.clientWidth - slide.offsetWidth
          : (track.clientWidth - slide.offsetWidth) / 2;
      track.scrollTo({
        left: slide.offsetLeft - align,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    }
    markCurrent();
  };
  markCurrent();

  // The visitor may scroll the strip themselves: the nearest slide becomes the current one.
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  track.addEventListener('scroll', () => {
    if (scrollTimer !== undefined) return;
    scrollTimer = setTimeout(() => {
      scrollTimer = undefined;
      const centre = track.scrollLeft + track.clientWidth / 2;
      let nearest = 0;
      slides.forEach((slide, i) => {
        const distance = Math.abs(slide.offsetLeft + slide.offsetWidth / 2 - centre);
        const best = slides[nearest]!;
        if (distance < Math.abs(best.offsetLeft + best.offsetWidth / 2 - centre)) nearest = i;
      });
      index = nearest;
      markCurrent();
    }, SCROLL_THROTTLE_MS);
  });

  thumbs.forEach((thumb, i) =>
    thumb.addEventListener('click', (event) => {
      event.preventDefault();
      goTo(i);
    }),
  );

  if (gallery.hasAttribute('data-controls')) {
    const previous = button('gallery__control gallery__control--previous', 'Previous image', '‹');
    const next = button('gallery__control gallery__control--next', 'Next image', '›');
    previous.addEventListener('click', () => goTo(index - 1));
    next.addEventListener('click', () => goTo(index + 1));
    gallery.append(previous, next);
  }

  const stop = setupAutoplay(gallery, () => goTo(index + 1));
  return { current: () => index, goTo, stop };
}

function setupAutoplay(gallery: HTMLElement, advance: () => void): () => void {
  const seconds = Number(gallery.dataset.autoplay);
  if (!Number.isFinite(seconds) || seconds <= 0 || prefersReducedMotion()) return () => undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let pausedByVisitor = false;
  let hovered = false;
  let focused = false;
  const toggle = button('gallery__control gallery__control--pause', 'Pause slideshow', 'Pause');
  const update = () => {
    const run = !pausedByVisitor && !hovered && !focused && !document.hidden;
    if (run && timer === undefined) timer = setInterval(advance, seconds * 1000);
    if (!run && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  toggle.addEventListener('click', () => {
    pausedByVisitor = !pausedByVisitor;
    toggle.setAttribute('aria-label', pausedByVisitor ? 'Play slideshow' : 'Pause slideshow');
    toggle.textContent = pausedByVisitor ? 'Play' : 'Pause';
    update();
  });
  gallery.addEventListener('mouseenter', () => ((hovered = true), update()));
  gallery.addEventListener('mouseleave', () => ((hovered = false), update()));
  gallery.addEventListener('focusin', () => ((focused = true), update()));
  gallery.addEventListener('focusout', (event) => {
    if (!gallery.contains(event.relatedTarget as Node | null)) {
      focused = false;
      update();
    }
  });
  document.addEventListener('visibilitychange', update);
  gallery.append(toggle);
  update();
  return () => {
    pausedByVisitor = true;
    update();
  };
}
