import { unwrapValue } from '@karsaz/api-client';

/** A file answered as bytes (a call with `parseAs: 'blob'`); a refusal is still the envelope, thrown as an ApiError. */
export async function blobOf(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Blob> {
  const res = await call;
  if (!res.response.ok) return unwrapValue<never>(Promise.resolve(res));
  return res.data as Blob;
}

/** Saves a downloaded file under its name (a link clicked in the page; the object URL freed after). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
