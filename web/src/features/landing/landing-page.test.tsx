import {
  finalCallToAction,
  footerContent,
  howItWorks,
  LANDING_OVERVIEW_ANCHOR,
  landingFigures,
  landingHero,
  supportContact,
  technologies,
  testimonials,
} from '@appointments/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import LandingPage from './landing-page';

describe('Landing page', () => {
  it('has every section of the spec', async () => {
    renderWithRouter(<LandingPage />);
    // Everything under the hero arrives in its own chunk, right after the first paint.
    await screen.findByText(supportContact.address, undefined, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: landingHero.slogan })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: landingHero.exploreFeatures })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: landingHero.getStarted }).getAttribute('href')).toBe('/register');

    const overview = document.getElementById(LANDING_OVERVIEW_ANCHOR);
    expect(overview?.textContent).toContain(howItWorks.title);
    for (const feature of howItWorks.features) expect(overview?.textContent).toContain(feature.title);
    expect(overview?.textContent).toContain('AI-powered matching');

    for (const figure of landingFigures.items) expect(screen.getByText(figure.value)).toBeInTheDocument();
    expect(testimonials.items).toHaveLength(3);
    for (const item of testimonials.items) expect(screen.getByText(item.name)).toBeInTheDocument();
    for (const name of technologies.items) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: finalCallToAction.button }).getAttribute('href')).toBe(
      '/register',
    );

    expect(screen.getByRole('link', { name: supportContact.email }).getAttribute('href')).toBe(
      `mailto:${supportContact.email}`,
    );
    expect(screen.getByText(supportContact.replyNote)).toBeInTheDocument();
    expect(screen.getByText(supportContact.address)).toBeInTheDocument();
    for (const link of footerContent.links) {
      expect(screen.getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.href);
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
