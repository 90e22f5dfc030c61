/**
 * A phone camera's photo, made by the test itself (nothing this large is committed): a
 * 4032×3024 JPEG drawn in the page with the grain of a real sensor, then an EXIF block put in
 * front of it as a camera writes one: orientation 6 (the phone held upright, the pixels stored
 * lying on their side), make, model, time and a GPS position. And the checks of what the server
 * received: its size, its pixels decoded, and whether any EXIF is left (photos.spec.ts,
 * webkit/).
 */
import type { Page } from '@playwright/test';

/** Where the camera stored the red mark: the top-left corner of the pixels as encoded. */
export const MARK = 480;

/**
 * Runs in the page (Playwright's `evaluate`, WebDriver's `executeAsyncScript`, which get it as
 * text): paints the camera's 4032×3024 JPEG and gives it back in base64.
 */
export async function paintCameraJpeg({ width, height, mark }: { width: number; height: number; mark: number }): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const light = context.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, '#d9d2c4');
  light.addColorStop(1, '#8f877a');
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  // A receipt: a white slip with lines of text, as most complaint photos are.
  context.fillStyle = '#f7f5f0';
  context.fillRect(width * 0.3, height * 0.1, width * 0.4, height * 0.8);
  context.fillStyle = '#222';
  context.font = '64px sans-serif';
  for (let line = 0; line < 20; line += 1)
    context.fillText(`OXXO 0${line}  $ ${(line * 137.5).toFixed(2)}`, width * 0.33, height * 0.15 + line * 110);
  // A sensor's grain: what makes a real photo several megabytes.
  const pixels = context.getImageData(0, 0, width, height);
  let seed = 7;
  for (let i = 0; i < pixels.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const grain = ((seed >>> 16) % 49) - 24;
    pixels.data[i] = (pixels.data[i] ?? 0) + grain;
    pixels.data[i + 1] = (pixels.data[i + 1] ?? 0) + grain;
    pixels.data[i + 2] = (pixels.data[i + 2] ?? 0) + grain;
  }
  context.putImageData(pixels, 0, 0);
  context.fillStyle = 'rgb(255 0 0)';
  context.fillRect(0, 0, mark, mark);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
  if (!blob) throw new Error('no JPEG');
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The size of the camera's photo as it stores it: lying on its side. */
export const CAMERA = { width: 4032, height: 3024, mark: MARK };

/** The JPEG the "camera" encodes in the page, before its EXIF block is added. */
export async function drawCameraJpeg(page: Page): Promise<Buffer> {
  return Buffer.from(await page.evaluate(paintCameraJpeg, CAMERA), 'base64');
}

/** One IFD entry: tag, type (2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL), count, value or offset. */
type IfdEntry = [tag: number, type: number, count: number, value: number];

/**
 * The APP1 segment of a camera's EXIF (big-endian TIFF): IFD0 with make, model, orientation,
 * the time and a pointer to the GPS IFD with a latitude and longitude (Mexico City).
 */
export function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(512);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  let free = 200;
  const text = (value: string): [number, number] => {
    const at = free;
    tiff.write(`${value}\0`, at, 'ascii');
    free += value.length + 1 + ((value.length + 1) % 2);
    return [at, value.length + 1];
  };
  const rationals = (values: number[][]): number => {
    const at = free;
    for (const [num, den] of values) {
      tiff.writeUInt32BE(num ?? 0, free);
      tiff.writeUInt32BE(den ?? 1, free + 4);
      free += 8;
    }
    return at;
  };
  const writeIfd = (at: number, entries: IfdEntry[]) => {
    tiff.writeUInt16BE(entries.length, at);
    entries.forEach(([tag, type, count, value], index) => {
      const entry = at + 2 + index * 12;
      tiff.writeUInt16BE(tag, entry);
      tiff.writeUInt16BE(type, entry + 2);
      tiff.writeUInt32BE(count, entry + 4);
      if (type === 3 && count === 1) tiff.writeUInt16BE(value, entry + 8);
      else tiff.writeUInt32BE(value, entry + 8);
    });
    tiff.writeUInt32BE(0, at + 2 + entries.length * 12);
  };
  const make = text('PhoneMaker');
  const model = text('Model 12MP');
  const time = text('2026:11:28 09:41:00');
  const gpsAt = 110;
  writeIfd(8, [
    [0x010f, 2, make[1], make[0]],
    [0x0110, 2, model[1], model[0]],
    [0x0112, 3, 1, orientation],
    [0x0132, 2, time[1], time[0]],
    [0x8825, 4, 1, gpsAt],
  ]);
  const latitude = rationals([
    [19, 1],
    [25, 1],
    [4200, 100],
  ]);
  const longitude = rationals([
    [99, 1],
    [7, 1],
    [3600, 100],
  ]);
  // ASCII values of up to 4 bytes sit in the entry itself: "N\0" and "W\0".
  writeIfd(gpsAt, [
    [0x0001, 2, 2, 0x4e000000],
    [0x0002, 5, 3, latitude],
    [0x0003, 2, 2, 0x57000000],
    [0x0004, 5, 3, longitude],
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff.subarray(0, free)]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** `jpeg` with the EXIF segment right after its start marker, where cameras write it. */
export function withExif(jpeg: Buffer, orientation = 6): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(orientation), jpeg.subarray(2)]);
}

/** Whether `bytes` hold an EXIF block or a GPS tag's text anywhere (what must never leave the phone). */
export function hasExif(bytes: Buffer): boolean {
  return (
    bytes.includes(Buffer.from('Exif\0\0', 'binary')) ||
    bytes.includes(Buffer.from('PhoneMaker')) ||
    bytes.includes(Buffer.from('2026:11:28'))
  );
}

/** A camera photo of 4032×3024 pixels with orientation 6 and a GPS block. */
export async function cameraPhoto(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  return { name: 'IMG_20261128_094100.jpg', mimeType: 'image/jpeg', buffer: withExif(await drawCameraJpeg(page)) };
}

/** What a page decodes of an image: its size and the colour of a pixel near two top corners. */
export interface Decoded {
  width: number;
  height: number;
  topLeft: number[];
  topRight: number[];
}

/** Runs in the page: decodes `src` (no EXIF is left to apply) and reads it. */
export async function decodeInPage(src: string): Promise<Decoded> {
  const blob = await (await fetch(src)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data].slice(0, 3);
  return { width: bitmap.width, height: bitmap.height, topLeft: at(40, 40), topRight: at(bitmap.width - 40, 40) };
}

/** What the page decodes of `url`. */
export async function decodedAt(page: Page, url: string): Promise<Decoded> {
  return page.evaluate(decodeInPage, url);
}
