/**
 * The Core Web Vitals with attribution (Google's web-vitals): loaded only on the sampled share
 * of page openings (config.json's `telemetryVitalsRate`, docs/telemetry.md "What is sent").
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { VitalMetric } from './records';

export function watchVitals(report: (metric: VitalMetric) => void): void {
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
