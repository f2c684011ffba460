import { LandingFooter } from './landing-footer';
import {
  FiguresSection,
  FinalCallToActionSection,
  HowItWorksSection,
  SupportSection,
  TechnologiesSection,
  TestimonialsSection,
} from './landing-sections';

/** Everything under the hero: loaded right after it, so the first paint ships less JavaScript. */
export default function LandingBelowFold() {
  return (
    <>
      <HowItWorksSection />
      <FiguresSection />
      <TestimonialsSection />
      <TechnologiesSection />
      <FinalCallToActionSection />
      <SupportSection />
    </>
  );
}

export { LandingFooter };
