import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * Slides a section up a little as it scrolls into view, in CSS alone (a scroll-driven animation), so the
 * prerendered page needs no script for it. The content is visible throughout: only its position moves,
 * never its opacity, so a browser without scroll-driven animations, a full-page screenshot or a reader
 * who jumps ahead never meets an empty band. Users who ask for reduced motion get no movement at all.
 */
export function Reveal({ children, ...props }: BoxProps) {
  return (
    <Box
      css={{
        '@media (prefers-reduced-motion: no-preference)': {
          '@supports (animation-timeline: view())': {
            animationName: 'landing-reveal',
            animationTimingFunction: 'ease-out',
            animationFillMode: 'both',
            animationTimeline: 'view()',
            animationRange: 'entry 0% entry 60%',
          },
        },
      }}
      {...props}
    >
      {children}
    </Box>
  );
}
