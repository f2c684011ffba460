import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited page was scrolled to, by history entry. */
const positions = new Map<string, number>();

/**
 * Keyboard focus starts again from the top of the document, as after a page load: Tab goes to the
 * first control (the skip link) rather than to wherever the removed control used to be.
 */
function restartFocusFromTop(): void {
  const marker = document.createElement('span');
  marker.tabIndex = -1;
  document.body.prepend(marker);
  marker.focus({ preventScroll: true });
  marker.blur();
  marker.remove();
}

/**
 * What a page change does, as a page load would: a new page starts at its top (or at the section its
 * address names), Back and Forward return to where the page was left, and when the focused control went
 * with the old page (the login form, say) Tab starts again from the top. The page the app starts on keeps
 * the browser's position: a prerendered page may have been scrolled before the app hydrated it.
 */
export function PageChange() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      return;
    }
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, (type === 'POP' && positions.get(key)) || 0);
    if (document.activeElement === null || document.activeElement === document.body) restartFocusFromTop();
  }, [key, hash, type]);

  // Kept as the visitor scrolls: by the time the next page renders, the old one's height is gone.
  useEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  return null;
}
