// The prerendered landing page's only script: the page is complete HTML and CSS without it, and its links
// are plain links to the other prerendered pages, so it loads none of the SPA (no React, no router).
import { roleHome } from '@appointments/domain';
import { listenForColorModeToggles } from './lib/color-mode';
import { storedSignedInRole } from './lib/session/stored-role';
import { scrollToSection } from './lib/smooth-scroll';

// As the SPA's guest-only guard does: a signed-in visitor goes to the role's home.
const role = storedSignedInRole();
const home = role ? roleHome(role) : null;
if (home && home !== '/login') window.location.replace(home);

// "Explore features" and any other in-page scroll button the prerendered markup marks.
document.addEventListener('click', (event) => {
  const element = event.target instanceof Element ? event.target : null;
  const target = element?.closest('[data-scroll-target]')?.getAttribute('data-scroll-target');
  if (target) scrollToSection(target);
});

// The colour mode switch (this page runs no React): its clicks, and what it says it shows.
listenForColorModeToggles();
