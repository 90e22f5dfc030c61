import { describe, expect, it, vi } from 'vitest';
import { currentPosition } from './geolocation';
import { describePickedFiles, releasePickedFiles } from './picked-file';

function fakeGeolocation(answer: { coords?: Partial<GeolocationCoordinates>; code?: number }): Geolocation {
  return {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      if (answer.coords) ok({ coords: answer.coords, timestamp: 0 } as GeolocationPosition);
      else fail?.({ code: answer.code ?? 2, message: '' } as GeolocationPositionError);
    },
    watchPosition: () => 0,
    clearWatch: () => {},
  };
}

describe('currentPosition', () => {
  it('gives the coordinates', async () => {
    const answer = await currentPosition(fakeGeolocation({ coords: { latitude: 19.43, longitude: -99.13, accuracy: 12 } }));
    expect(answer).toEqual({ kind: 'position', latitude: 19.43, longitude: -99.13, accuracy: 12 });
  });
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('gives the refusal of error code %i', async (code, reason) => {
    expect(await currentPosition(fakeGeolocation({ code }))).toEqual({ kind: 'refused', reason });
  });
  it('says unsupported without a geolocation API', async () => {
    expect(await currentPosition(undefined)).toEqual({ kind: 'refused', reason: 'unsupported' });
  });
});

describe('describePickedFiles', () => {
  it('names each file, its size and type; previews images only', () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const files = describePickedFiles([
      new File(['12345'], 'photo.png', { type: 'image/png' }),
      new File(['abc'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(files).toEqual([
      { name: 'photo.png', size: 5, type: 'image/png', previewUrl: 'blob:preview' },
      { name: 'notes.txt', size: 3, type: 'text/plain' },
    ]);
    expect(create).toHaveBeenCalledTimes(1);
    releasePickedFiles(files);
    expect(revoke).toHaveBeenCalledWith('blob:preview');
    expect(describePickedFiles(null)).toEqual([]);
  });
});
