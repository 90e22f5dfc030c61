/**
 * Files a person picked with `<input type="file">`, described for display: name, size, type
 * and, for images, a preview URL (an object URL; call `releasePickedFiles` when done, or the
 * image stays in memory until the page closes).
 */
export interface PickedFile {
  name: string;
  /** Bytes. */
  size: number;
  type: string;
  /** An object URL of the image itself; absent for files that are not images. */
  previewUrl?: string;
}

/** Describes the files of a file input's `files` (a FileList or an array). */
export function describePickedFiles(files: Iterable<File> | ArrayLike<File> | null | undefined): PickedFile[] {
  if (!files) return [];
  return Array.from(files, (file) => {
    const picked: PickedFile = { name: file.name, size: file.size, type: file.type };
    if (file.type.startsWith('image/') && typeof URL.createObjectURL === 'function') {
      picked.previewUrl = URL.createObjectURL(file);
    }
    return picked;
  });
}

/** Frees the previews made by `describePickedFiles`. */
export function releasePickedFiles(files: readonly PickedFile[]): void {
  for (const file of files) if (file.previewUrl) URL.revokeObjectURL(file.previewUrl);
}
