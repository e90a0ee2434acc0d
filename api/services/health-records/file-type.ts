/** The document types a health record may hold, recognised by their first bytes. */
export const healthRecordFileTypes = {
  'application/pdf': { extension: 'pdf', matches: (bytes: Uint8Array) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  'image/png': { extension: 'png', matches: (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  'image/jpeg': { extension: 'jpg', matches: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  'image/webp': {
    extension: 'webp',
    matches: (bytes: Uint8Array) => startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
} as const;

export type HealthRecordMimeType = keyof typeof healthRecordFileTypes;

function startsWith(bytes: Uint8Array, prefix: readonly number[]) {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** The file's real type from its content (never from the name or the type the browser claimed). */
export function sniffFileType(bytes: Uint8Array): HealthRecordMimeType | undefined {
  return (Object.keys(healthRecordFileTypes) as HealthRecordMimeType[]).find((type) => healthRecordFileTypes[type].matches(bytes));
}

/**
 * A file name safe to store and to send back in Content-Disposition: no folders, no control
 * characters, at most 120 characters, and the extension of the type the content really is.
 */
export function safeFileName(given: string, type: HealthRecordMimeType): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, 100) || 'document';
  return `${stem}.${healthRecordFileTypes[type].extension}`;
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(fileName: string, inline: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
