import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Signal } from '../telemetry/signal';
import {
  copyName,
  decodeAt,
  fitWithin,
  PHOTO_FALLBACK_QUALITY,
  PHOTO_LONGEST_SIDE,
  PHOTO_QUALITY,
  preparePhoto,
  undecodable,
  type UploadRules,
} from './photo-copy';

const RULES: UploadRules = { maxBytes: 5 * 1024 * 1024, acceptedTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] };

function file(name: string, type: string, size = 16): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 1_764_000_000_000 });
}

describe('the size of the copy', () => {
  it('a 12-megapixel photo, upright (3024×4032), becomes 1536×2048; lying (4032×3024), 2048×1536', () => {
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
  });
  it('a 50-megapixel photo and a long screenshot keep their proportions within 2048 px', () => {
    expect(fitWithin({ width: 8160, height: 6120 })).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 1080, height: 7000 })).toEqual({ width: 316, height: 2048 });
  });
  it('never enlarges: a small image keeps its size, and the longest side is exactly the limit', () => {
    expect(fitWithin({ width: 8, height: 8 })).toEqual({ width: 8, height: 8 });
    expect(fitWithin({ width: 2048, height: 100 })).toEqual({ width: 2048, height: 100 });
    expect(PHOTO_LONGEST_SIDE).toBe(2048);
  });
  it('a sliver keeps at least one pixel on its short side', () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2048, height: 1 });
  });
});

describe('the encoding of the copy', () => {
  it('is a JPEG at 0.85, with 0.7 as the fallback when that is over the limit', () => {
    expect(PHOTO_QUALITY).toBe(0.85);
    expect(PHOTO_FALLBACK_QUALITY).toBe(0.7);
  });
  it('is named after the picked file, ending in .jpg', () => {
    expect(copyName('IMG_20261128_094100.HEIC')).toBe('IMG_20261128_094100.jpg');
    expect(copyName('receipt.png')).toBe('receipt.jpg');
    expect(copyName('')).toBe('photo.jpg');
    expect(copyName('.png')).toBe('photo.jpg');
  });
});

describe('a file the engine cannot decode', () => {
  it('is sent as it is when the contract takes its type and size', () => {
    const jpeg = file('a.jpg', 'image/jpeg', 100);
    expect(undecodable(jpeg, RULES)).toEqual({ kind: 'original', file: jpeg });
    const untyped = file('a', '', 100);
    expect(undecodable(untyped, RULES)).toEqual({ kind: 'original', file: untyped });
  });
  it('is refused on the phone when too large, or of a type the contract does not take (HEIC)', () => {
    expect(undecodable(file('big.jpg', 'image/jpeg', RULES.maxBytes + 1), RULES)).toEqual({ kind: 'unreadable' });
    expect(undecodable(file('IMG_1.HEIC', 'image/heic', 100), RULES)).toEqual({ kind: 'unreadable' });
  });
});

describe('decoding upright at the size sent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the EXIF orientation ('from-image') and the size of the copy", async () => {
    const create = vi.fn(() => Promise.resolve({ width: 1536, height: 2048 } as ImageBitmap));
    vi.stubGlobal('createImageBitmap', create);
    await decodeAt(new Blob(), { width: 1536, height: 2048 });
    expect(create.mock.calls).toEqual([
      [expect.any(Blob), { resizeWidth: 1536, resizeHeight: 2048, resizeQuality: 'high', imageOrientation: 'from-image' }],
    ]);
  });
  it("on an engine that does not know 'from-image' (Safari 16.4), asks again with its default, which applies EXIF", async () => {
    const create = vi.fn((_: Blob, options?: ImageBitmapOptions) =>
      options?.imageOrientation === 'from-image'
        ? Promise.reject(new TypeError("The provided value 'from-image' is not a valid enum value"))
        : Promise.resolve({ width: 2048, height: 1536 } as ImageBitmap),
    );
    vi.stubGlobal('createImageBitmap', create);
    await expect(decodeAt(new Blob(), { width: 2048, height: 1536 })).resolves.toEqual({ width: 2048, height: 1536 });
    expect(create.mock.calls[1]?.[1]).toEqual({ resizeWidth: 2048, resizeHeight: 1536, resizeQuality: 'high' });
  });
  it('a decoding error that is not about the option is not retried', async () => {
    const create = vi.fn(() => Promise.reject(new DOMException('bad image', 'InvalidStateError')));
    vi.stubGlobal('createImageBitmap', create);
    await expect(decodeAt(new Blob(), { width: 1, height: 1 })).rejects.toThrow('bad image');
    expect(create).toHaveBeenCalledTimes(1);
  });
});

/** An `<img>` that loads with the given natural size, or fails. */
function stubImage(size: { width: number; height: number } | 'error'): void {
  class FakeImage {
    decoding = '';
    naturalWidth = 0;
    naturalHeight = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_: string) {
      queueMicrotask(() => {
        if (size === 'error') this.onerror?.();
        else {
          this.naturalWidth = size.width;
          this.naturalHeight = size.height;
          this.onload?.();
        }
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

/** A canvas whose JPEG is `bytes` long at each quality; records what was drawn and asked. */
function stubCanvas(bytesAt: (quality: number) => number) {
  const drawn: unknown[][] = [];
  const asked: unknown[][] = [];
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: (...args: unknown[]) => drawn.push(args) };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context,
    toBlob: (done: (blob: Blob) => void, type: string, quality: number) => {
      asked.push([type, quality]);
      done(new Blob([new Uint8Array(bytesAt(quality))], { type }));
    },
  };
  const real = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
    tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : real(tag),
  );
  return { drawn, asked, canvas, context };
}

describe('the copy of a picked photo', () => {
  beforeEach(() => {
    window.loanSignals = [] as Signal[];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a camera photo becomes a 1536×2048 JPEG on a white ground, named .jpg, with its date', async () => {
    stubImage({ width: 3024, height: 4032 });
    const bitmap = { width: 1536, height: 2048, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve(bitmap)),
    );
    const { drawn, asked, context } = stubCanvas(() => 600_000);
    const picked = file('IMG_1.jpg', 'image/jpeg', 6_300_000);
    const prepared = await preparePhoto(picked, RULES);
    expect(prepared.kind).toBe('copy');
    if (prepared.kind !== 'copy') return;
    expect(prepared.size).toEqual({ width: 1536, height: 2048 });
    expect([prepared.file.name, prepared.file.type, prepared.file.size, prepared.file.lastModified]).toEqual([
      'IMG_1.jpg',
      'image/jpeg',
      600_000,
      picked.lastModified,
    ]);
    expect(context.fillStyle).toBe('#fff');
    expect(drawn).toEqual([[bitmap, 0, 0, 1536, 2048]]);
    expect(asked).toEqual([['image/jpeg', 0.85]]);
    expect(bitmap.close).toHaveBeenCalled();
    expect(window.loanSignals).toEqual([]);
  });
  it('a copy over the limit at 0.85 is encoded again at 0.7; still over, it is refused', async () => {
    stubImage({ width: 4000, height: 3000 });
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 2048, height: 1536, close: vi.fn() })),
    );
    const over = stubCanvas((quality) => (quality > 0.8 ? RULES.maxBytes + 1 : 4_000_000));
    const prepared = await preparePhoto(file('grain.jpg', 'image/jpeg'), RULES);
    expect(over.asked).toEqual([
      ['image/jpeg', 0.85],
      ['image/jpeg', 0.7],
    ]);
    expect(prepared.kind === 'copy' && prepared.file.size).toBe(4_000_000);
    vi.restoreAllMocks();
    stubCanvas(() => RULES.maxBytes + 1);
    expect(await preparePhoto(file('grain.jpg', 'image/jpeg'), RULES)).toEqual({ kind: 'too-large' });
  });
  it('a file the engine cannot read is reported by its type and step, never its name, and sent as it is when it fits', async () => {
    stubImage('error');
    const heic = file('IMG_0001.HEIC', 'image/heic', 2_000_000);
    expect(await preparePhoto(heic, RULES)).toEqual({ kind: 'unreadable' });
    const jpeg = file('broken.jpg', 'image/jpeg', 1_000);
    expect(await preparePhoto(jpeg, RULES)).toEqual({ kind: 'original', file: jpeg });
    const signals = (window.loanSignals as Signal[]).map((signal) => ({ ...signal, at: 0 }));
    expect(signals).toEqual([
      { photo: 'image/heic', step: 'size', at: 0 },
      { photo: 'image/jpeg', step: 'size', at: 0 },
    ]);
    expect(JSON.stringify(window.loanSignals)).not.toContain('IMG_0001');
  });
  it('a bitmap the engine will not make is reported at that step', async () => {
    stubImage({ width: 100, height: 100 });
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('no', 'InvalidStateError'))),
    );
    const webp = file('a.webp', 'image/webp');
    expect(await preparePhoto(webp, RULES)).toEqual({ kind: 'original', file: webp });
    expect((window.loanSignals as Signal[]).map((signal) => 'step' in signal && signal.step)).toEqual(['bitmap']);
  });
});
