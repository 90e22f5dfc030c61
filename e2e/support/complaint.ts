/** The complaint pages' launch and the images a borrower attaches (complaint.spec.ts and webkit/). */
import type { Language } from '../../app/src/shared/i18n/language';
import { languageFlag, LAUNCH } from './launch';

/** Two small real PNGs (8×8, one colour each), as a phone's picker would hand them over. */
export const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oaGBFTEMLQkAgl1GAWqNFmsAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=',
].map((base64, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') }));

/** The complaint pages open with a numeric orderId (problem-init's orderId is an integer). */
export function complaintUrl(path: string, language: Language, sessionId: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...LAUNCH, orderId: '10482', sessionId, language: languageFlag(language), ...extra });
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}
