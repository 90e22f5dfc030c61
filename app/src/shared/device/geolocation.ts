/**
 * The device's position, for screens that must not touch `navigator` themselves (the test
 * preview's geolocation check). One answer per call: the position, or why there is none.
 */
export type PositionAnswer =
  | { kind: 'position'; latitude: number; longitude: number; accuracy: number }
  | { kind: 'refused'; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

const REASONS = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

function deviceGeolocation(): Geolocation | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

/** Asks once for the current position (10 s at most); never rejects. */
export function currentPosition(geolocation: Geolocation | undefined = deviceGeolocation()): Promise<PositionAnswer> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ kind: 'refused', reason: 'unsupported' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ kind: 'position', latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      (error) => resolve({ kind: 'refused', reason: REASONS[error.code as 1 | 2 | 3] ?? 'unavailable' }),
      { timeout: 10_000, maximumAge: 0 },
    );
  });
}
