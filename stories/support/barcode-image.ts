/**
 * A stand-in barcode picture for the barcode modal's stories (the mock server draws the real
 * one at /__mock/media/barcode/<code>.png, which Storybook has no server for): one bar per digit,
 * its width from the digit, as an SVG data URL.
 */
export function barcodeDataUrl(code: string): string {
  let x = 4;
  const bars: string[] = [];
  for (const char of code) {
    const width = 1 + (Number(char) % 4);
    bars.push(`<rect x="${x}" y="4" width="${width}" height="56"/>`);
    x += width + 2 + (Number(char) % 3);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${x + 4}" height="64" viewBox="0 0 ${x + 4} 64"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars.join('')}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
