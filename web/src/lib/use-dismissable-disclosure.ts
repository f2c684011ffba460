import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The open state of a disclosure in the navigation bar (Quick Nav, the notification panel): closed on every
 * route change (spec: menus close on navigation) and by a click outside `containerRef`.
 */
export function useDismissableDisclosure<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const containerRef = useRef<T>(null);

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  return { open, setOpen, containerRef };
}
