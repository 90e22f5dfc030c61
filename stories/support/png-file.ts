/** Small real PNG files (8×8, one colour) for upload play functions. */
const PNGS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4oaGBFTEMLQkAgl1GAWqNFmsAAAAASUVORK5CYII=',
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQiDqBFTEMLQkAFKhSgZfuVK8AAAAASUVORK5CYII=',
] as const;

export function pngFile(name: string, index = 0): File {
  const binary = atob(PNGS[index % PNGS.length] ?? PNGS[0]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * How long a play function waits for what a pick leads to (the image shown, the bar, a
 * message): the first pick loads the photo chunk and every pick makes the copy before it is
 * sent (docs/decisions.md "Photos the page sends"); on a loaded machine that takes longer than
 * waitFor's default second.
 */
export const PICKED = { timeout: 5_000 };
