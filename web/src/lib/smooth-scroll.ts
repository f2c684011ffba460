import { QUICK_NAV_SCROLL_DURATION_MS, QUICK_NAV_SCROLL_OFFSET_PX } from '@appointments/domain';

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** How long the section is held in place after arriving, while lists above it are still arriving. */
const SETTLE_MS = 3000;

/**
 * Keeps the section `offset` pixels below the top while the page above it grows (a list's documents
 * arriving after the scroll), until the visitor scrolls or types themselves, or the page has settled.
 */
function holdInPlace(section: HTMLElement, offset: number): void {
  if (typeof ResizeObserver === 'undefined') return;
  const align = () => {
    const top = section.getBoundingClientRect().top;
    if (Math.abs(top - offset) > 1) window.scrollTo(0, Math.max(0, top + window.scrollY - offset));
  };
  const observer = new ResizeObserver(align);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => release(), SETTLE_MS);
  function release() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const event of events) window.removeEventListener(event, release);
  }
  for (const event of events) window.addEventListener(event, release, { passive: true });
  observer.observe(document.body);
}

/** How long a section chosen before its page has rendered is waited for. */
const SECTION_WAIT_MS = 10_000;

function whenSectionAppears(id: string, then: () => void): void {
  const observer = new MutationObserver(() => {
    if (!document.getElementById(id)) return;
    stop();
    then();
  });
  const timer = window.setTimeout(() => stop(), SECTION_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
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
  if (!target) {
    // Chosen while the page is still arriving (its chunk or data): go there once the section exists.
    whenSectionAppears(id, () => scrollToSection(id, offset, duration));
    return;
  }
  const start = window.scrollY;
  const end = Math.max(0, target.getBoundingClientRect().top + start - offset);
  const focusTarget = () => {
    // Looked up again: the section may have been rendered anew (its data arrived) while the page scrolled.
    const section = document.getElementById(id) ?? target;
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    holdInPlace(section, offset);
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
