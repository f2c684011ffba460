import { QUICK_NAV_SCROLL_DURATION_MS, QUICK_NAV_SCROLL_OFFSET_PX } from '@appointments/domain';

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls so the element with `id` sits `offset` pixels below the top (clear of the fixed navigation
 * bar) over `duration` ms, then moves keyboard focus there so Tab continues from the section.
 * Users who ask for reduced motion get the jump without the animation.
 */
export function scrollToSection(
  id: string,
  offset = QUICK_NAV_SCROLL_OFFSET_PX,
  duration = QUICK_NAV_SCROLL_DURATION_MS,
): void {
  const target = document.getElementById(id);
  if (!target) return;
  const start = window.scrollY;
  const end = Math.max(0, target.getBoundingClientRect().top + start - offset);
  const focusTarget = () => {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, end);
    focusTarget();
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, start + (end - start) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
    else focusTarget();
  };
  requestAnimationFrame(step);
}
