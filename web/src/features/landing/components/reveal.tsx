import { REVEAL_VISIBILITY_THRESHOLD } from '@appointments/domain';
import { Box, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

function canAnimate(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    !(
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
    )
  );
}

/**
 * Fades a section in once 10% of it is visible. Without IntersectionObserver, or when the user asks for
 * reduced motion, it is shown at once. Hidden sections stay in the accessibility tree.
 */
export function Reveal({ children, ...props }: BoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => !canAnimate());

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Box
      ref={ref}
      data-revealed={visible}
      opacity={visible ? 1 : 0}
      transform={visible ? 'none' : 'translateY(24px)'}
      transition="opacity 0.6s ease-out, transform 0.6s ease-out"
      {...props}
    >
      {children}
    </Box>
  );
}
