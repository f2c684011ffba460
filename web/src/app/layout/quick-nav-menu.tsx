import { navigationTexts } from '@appointments/domain';
import { Box, Button, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useRef } from 'react';
import { scrollToSection } from '@/lib/smooth-scroll';
import { useDismissableDisclosure } from '@/lib/use-dismissable-disclosure';
import type { QuickNavItem } from './nav-items';

/** The dashboard's Quick Nav: a disclosure listing the page's sections; picking one smooth-scrolls to it. */
export function QuickNavMenu({ items }: { items: QuickNavItem[] }) {
  const { open, setOpen, containerRef } = useDismissableDisclosure<HTMLDivElement>();
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Box
      position="relative"
      ref={containerRef}
      onKeyDown={closeOnEscape}
      // The open list covers the top of the page: when Tab leaves the menu, it closes.
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {navigationTexts.quickNav} <ChevronDown aria-hidden="true" />
      </Button>
      <chakra.ul
        id={listId}
        hidden={!open}
        position="absolute"
        right="0"
        mt="2"
        minW="56"
        bg="surface.card"
        borderWidth="1px"
        borderColor="line"
        rounded="md"
        shadow="raised"
        py="1"
        listStyleType="none"
      >
        {items.map((item) => (
          <li key={item.id}>
            <chakra.button
              type="button"
              w="full"
              textAlign="left"
              px="4"
              py="2"
              color="ink"
              _hover={{ bg: 'brand.subtle' }}
              onClick={() => {
                setOpen(false);
                scrollToSection(item.id);
              }}
            >
              {item.label}
            </chakra.button>
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
