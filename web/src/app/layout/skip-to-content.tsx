import { chakra } from '@chakra-ui/react';

/** The first stop of the keyboard on every page: off screen until focused, it jumps past the bar to the page. */
export function SkipToContent() {
  return (
    <chakra.a
      href="#main-content"
      position="absolute"
      left="2"
      top="-20"
      _focus={{ top: '2' }}
      bg="surface.card"
      px="3"
      py="2"
      color="brand.fg"
    >
      Skip to content
    </chakra.a>
  );
}
