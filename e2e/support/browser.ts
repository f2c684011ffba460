export { launchChromium } from '../../scripts/lib/chromium';
