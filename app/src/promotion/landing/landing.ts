// The bundle's entry for /promotion/landing.js (see first-paint.ts).
import { startLanding } from './first-paint';

startLanding(window, (document.currentScript as HTMLScriptElement | null)?.dataset.entry);
