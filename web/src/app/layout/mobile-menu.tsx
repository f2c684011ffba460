import { navigationTexts } from '@appointments/domain';
import { Box, Button, chakra, Link, Stack } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { scrollToSection } from '@/lib/smooth-scroll';
import type { NavLinkItem, QuickNavItem } from './nav-items';

interface MobileMenuProps {
  links: NavLinkItem[];
  sections: QuickNavItem[];
  onLogout: () => void;
}

/** Small screens: a hamburger opening a full-width overlay with every link, section and Logout. */
export function MobileMenu({ links, sections, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Box
      display={{ base: 'block', md: 'none' }}
      onKeyDown={(event) => event.key === 'Escape' && close()}
      // The panel covers the page: when Tab leaves it, it closes, or focus would sit on hidden controls.
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-label={open ? navigationTexts.closeMenu : navigationTexts.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <Box
        id={panelId}
        hidden={!open}
        position="fixed"
        top="16"
        left="0"
        right="0"
        bottom="0"
        bg="surface.card"
        px="6"
        py="4"
        overflowY="auto"
        zIndex="overlay"
      >
        <Stack as="ul" gap="1" listStyleType="none">
          {links.map((link) => (
            <li key={link.to}>
              <Link asChild display="block" py="3" color="ink" fontWeight="medium">
                <RouterLink to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                  {link.label}
                </RouterLink>
              </Link>
            </li>
          ))}
          {sections.map((section) => (
            <li key={section.id}>
              <chakra.button
                type="button"
                w="full"
                textAlign="left"
                py="3"
                color="ink"
                onClick={() => {
                  setOpen(false);
                  scrollToSection(section.id);
                }}
              >
                {section.label}
              </chakra.button>
            </li>
          ))}
          <li>
            <Button mt="4" w="full" variant="outline" onClick={onLogout}>
              {navigationTexts.logout}
            </Button>
          </li>
        </Stack>
      </Box>
    </Box>
  );
}
