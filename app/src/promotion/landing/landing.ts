// The bundle's entry for /promotion/landing.js (see first-paint.ts).
import { startLanding } from './first-paint';

const script = document.currentScript as HTMLScriptElement | null;
startLanding(window, script?.dataset.entry, script?.dataset.telemetry);
