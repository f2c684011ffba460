import { QUICK_NAV_SCROLL_DURATION_MS, QUICK_NAV_SCROLL_OFFSET_PX } from '@appointments/domain';

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The shortest hold after arriving: lists above that answer within it never move the section. */
const SETTLE_MS = 3000;
/** Released once the section is in place, nothing above it is loading and the page has kept its size this long. */
const QUIET_MS = 1000;
/** The longest hold, however slow the page above (a phone on a poor network). */
const LONGEST_HOLD_MS = 15_000;

/** A region before the section (not one around it) still says it is loading (`aria-busy`). */
function loadingAbove(section: HTMLElement): boolean {
  for (const busy of document.querySelectorAll('[aria-busy="true"]')) {
    if (busy.contains(section)) continue;
    if (busy.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  }
  return false;
}

/**
 * Keeps the section `offset` pixels below the top while the page above it grows (a list's documents
 * arriving after the scroll, or the page below still too short to scroll that far), until the visitor scrolls
 * or types themselves, or the page has settled: at least `SETTLE_MS`, then the section in place, nothing above
 * it loading and no change of size for `QUIET_MS`; `LONGEST_HOLD_MS` at most.
 */
function holdInPlace(chosen: HTMLElement, offset: number): void {
  if (typeof ResizeObserver === 'undefined') return;
  let section = chosen;
  /**
   * The section rendered anew (its placeholder replaced once its chunk or data arrived) takes the old one's
   * place, and the focus the old one had; on another page there is no section by its id, and nothing is held.
   */
  const followRendering = () => {
    if (section.isConnected) return true;
    const again = section.id ? document.getElementById(section.id) : null;
    if (!again) return false;
    if (document.activeElement === null || document.activeElement === document.body) focusSection(again);
    section = again;
    return true;
  };
  const heldSince = performance.now();
  let quietTimer = 0;
  const settleLater = (delay: number) => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(settle, delay);
  };
  const misplaced = () => Math.abs(section.getBoundingClientRect().top - offset) > 1;
  function settle() {
    const heldFor = performance.now() - heldSince;
    // The visitor has gone to another page: its sections are not this one's.
    if (!followRendering()) release();
    else if (heldFor < SETTLE_MS) settleLater(SETTLE_MS - heldFor);
    // Not in place: the page was still too short to scroll that far (its lists arriving), or was moved.
    else if (misplaced()) align();
    else if (loadingAbove(section)) settleLater(QUIET_MS);
    else release();
  }
  function align() {
    if (!followRendering()) return release();
    const top = section.getBoundingClientRect().top;
    if (misplaced()) window.scrollTo(0, Math.max(0, top + window.scrollY - offset));
    settleLater(QUIET_MS);
  }
  const observer = new ResizeObserver(align);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const longest = window.setTimeout(() => release(), LONGEST_HOLD_MS);
  function release() {
    observer.disconnect();
    window.clearTimeout(quietTimer);
    window.clearTimeout(longest);
    for (const event of events) window.removeEventListener(event, release);
  }
  for (const event of events) window.addEventListener(event, release, { passive: true });
  observer.observe(document.body);
  settleLater(SETTLE_MS);
}

/** Keyboard focus on the section, so Tab continues from it. */
function focusSection(section: HTMLElement): void {
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
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
    focusSection(section);
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
