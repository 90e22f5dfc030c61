/**
 * The copy of a picked photo that the page sends instead of the file (docs/decisions.md
 * "Photos the page sends"): upright, at most 2048 px on its longest side, a JPEG at quality
 * 0.85, with no metadata (a bitmap drawn to a canvas and encoded again carries none of the
 * camera's EXIF: no GPS, make, model or time). Loaded only when a file is picked (a dynamic
 * import), so no page's first load carries it.
 *
 * Memory: the engine decodes the photo straight to the size sent (`createImageBitmap` with
 * `resizeWidth`/`resizeHeight`), and the only canvas is that size: a 50-megapixel photo never
 * becomes a full-size canvas. The size is read from an `<img>` of the file first, which reads
 * the file's header, not its pixels.
 */
import type { PhotoSignal, Signal } from '../telemetry/signal';

/** The longest side of the copy: a receipt's smallest print stays readable at this size. */
export const PHOTO_LONGEST_SIDE = 2048;
/** The copy's JPEG quality: text stays sharp; a 12-megapixel photo comes out near 0.5 MB. */
export const PHOTO_QUALITY = 0.85;
/** Tried when the copy at `PHOTO_QUALITY` is still over the upload limit (a very grainy photo). */
export const PHOTO_FALLBACK_QUALITY = 0.7;
/** What the copy is: the contract accepts JPEG (docs/constants.md "Complaint and upload limits"). */
export const PHOTO_TYPE = 'image/jpeg';

export interface Size {
  width: number;
  height: number;
}

/** `size` scaled down (never up) so that its longest side is at most `longest`, whole pixels, at least 1. */
export function fitWithin(size: Size, longest = PHOTO_LONGEST_SIDE): Size {
  const scale = Math.min(1, longest / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** The copy's name: the picked file's, ending in .jpg (the server names what it keeps itself). */
export function copyName(name: string): string {
  const stem = name.replace(/\.[^./]*$/, '');
  return `${stem || 'photo'}.jpg`;
}

/** What the page sends for a picked file. */
export type Prepared =
  /** The copy, with its size in pixels. */
  | { kind: 'copy'; file: File; size: Size }
  /** The engine could not decode the file; it fits the contract, so it goes as it is. */
  | { kind: 'original'; file: File }
  /** The engine could not decode it and it does not fit the contract: the borrower is told what to do. */
  | { kind: 'unreadable' }
  /** Even the copy at the fallback quality is over the limit. */
  | { kind: 'too-large' };

/** What the contract accepts of a file the page could not decode (docs/constants.md "Complaint and upload limits"). */
export interface UploadRules {
  maxBytes: number;
  acceptedTypes: readonly string[];
}

/**
 * What happens to a file the engine could not decode: sent as it is when the contract would take
 * it (its size and its type, or no type said), else the borrower is told (a HEIC photo on an
 * engine without HEIC, a damaged file).
 */
export function undecodable(file: File, rules: UploadRules): Prepared {
  const typeFits = file.type === '' || rules.acceptedTypes.includes(file.type);
  return typeFits && file.size <= rules.maxBytes ? { kind: 'original', file } : { kind: 'unreadable' };
}

/** Where decoding stopped, for the field telemetry. */
type Step = 'size' | 'bitmap' | 'encode';

class DecodeError extends Error {
  constructor(readonly step: Step) {
    super(`photo not decoded at ${step}`);
  }
}

/** The natural size of the picked image, upright (an `<img>` applies the EXIF orientation). */
function naturalSize(url: string): Promise<Size> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () =>
      image.naturalWidth > 0 && image.naturalHeight > 0
        ? resolve({ width: image.naturalWidth, height: image.naturalHeight })
        : reject(new DecodeError('size'));
    image.onerror = () => reject(new DecodeError('size'));
    image.src = url;
  });
}

/**
 * The photo decoded upright at `size`. `imageOrientation: 'from-image'` is the option's current
 * name; an engine from before the rename (Safari 16.4 knows only "none" and "flipY") refuses the
 * value with a TypeError, and its default, "none", already applies the EXIF orientation (WebKit
 * since 15), so the call is made again without it.
 */
export async function decodeAt(file: Blob, size: Size): Promise<ImageBitmap> {
  const resize = { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' } as const;
  try {
    return await createImageBitmap(file, { ...resize, imageOrientation: 'from-image' });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return createImageBitmap(file, resize);
  }
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new DecodeError('encode'))), PHOTO_TYPE, quality),
  );
}

/** Hands the decode failure to the field telemetry: the file's type and the step, never the file (docs/telemetry.md "What is sent"). */
function report(file: File, step: Step): void {
  const signal: PhotoSignal = { photo: file.type || 'unknown', step, at: Date.now() };
  (window.loanSignals ??= [] as Signal[]).push(signal);
}

/** The copy of `file` that the page sends, or what to do instead (`Prepared`). */
export async function preparePhoto(file: File, rules: UploadRules): Promise<Prepared> {
  const url = URL.createObjectURL(file);
  let bitmap: ImageBitmap | null = null;
  try {
    const size = fitWithin(await naturalSize(url));
    try {
      bitmap = await decodeAt(file, size);
    } catch {
      throw new DecodeError('bitmap');
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new DecodeError('encode');
    // A transparent PNG's see-through parts become white, as on paper, not JPEG's black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    let blob = await encode(canvas, PHOTO_QUALITY);
    if (blob.size > rules.maxBytes) blob = await encode(canvas, PHOTO_FALLBACK_QUALITY);
    // Freed at once: a low-end phone's memory is not left to the garbage collector.
    canvas.width = 0;
    canvas.height = 0;
    if (blob.size > rules.maxBytes) return { kind: 'too-large' };
    return { kind: 'copy', file: new File([blob], copyName(file.name), { type: PHOTO_TYPE, lastModified: file.lastModified }), size };
  } catch (error) {
    const step = error instanceof DecodeError ? error.step : 'bitmap';
    report(file, step);
    return undecodable(file, rules);
  } finally {
    bitmap?.close();
    URL.revokeObjectURL(url);
  }
}
