import { landingHero } from '@appointments/domain';
import { lazy, Suspense } from 'react';
import { PageMain } from '@/components/ui/page-main';
import { HeroSection } from './components/hero-section';

const LandingBelowFold = lazy(() => import('./components/landing-below-fold'));
const LandingFooter = lazy(async () => ({
  default: (await import('./components/landing-below-fold')).LandingFooter,
}));

export default function LandingPage() {
  return (
    <>
      <PageMain title={landingHero.slogan}>
        <HeroSection />
        <Suspense fallback={null}>
          <LandingBelowFold />
        </Suspense>
      </PageMain>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </>
  );
}
