import { chakra } from '@chakra-ui/react';
import { scrollToSection } from '@/lib/smooth-scroll';
import { tabBarTexts } from '../dashboard-texts';

// The Quick Nav's sections in its order: on a phone the Quick Nav sits in the hamburger overlay (two taps),
// so the sections are one tap away at the bottom of the screen as well.
const TABS = [
  { id: 'welcome', label: tabBarTexts.welcome },
  { id: 'findTeachers', label: tabBarTexts.findTeachers },
  { id: 'myAppointments', label: tabBarTexts.myAppointments },
  { id: 'contact', label: tabBarTexts.contact },
] as const;

/** Phones only: a bar fixed at the bottom of the screen that scrolls to each section. */
export function SectionTabBar() {
  return (
    <chakra.nav
      aria-label={tabBarTexts.label}
      display={{ base: 'grid', md: 'none' }}
      gridTemplateColumns="repeat(4, 1fr)"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="surface.card"
      borderTopWidth="1px"
      borderColor="line"
      shadow="raised"
      pb="env(safe-area-inset-bottom)"
    >
      {TABS.map((tab) => (
        <chakra.button
          key={tab.id}
          type="button"
          onClick={() => scrollToSection(tab.id)}
          minH="12"
          px="1"
          fontSize="xs"
          fontWeight="semibold"
          color="ink"
          _hover={{ bg: 'surface.sunken' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}
        >
          {tab.label}
        </chakra.button>
      ))}
    </chakra.nav>
  );
}
