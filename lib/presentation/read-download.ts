/** Counts the lines of a text stream as it arrives (CSV rows), for a progress readout. */
export function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === 0x0a) count++;
  return count;
}

/** The file name a response offers in Content-Disposition, or the fallback. */
export function attachmentFilename(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? fallback;
}

/** Reads a streamed body to a Blob, reporting how many lines have arrived so far. */
export async function readWithProgress(response: Response, onLines: (lines: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    lines += countNewlines(value);
    onLines(lines);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}
