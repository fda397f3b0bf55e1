// yoga-layout (Ink's layout engine) reads its wasm with fetch() of a data: URL when fetch exists, and
// node's first fetch() loads its whole HTTP client (undici): tens of ms before the first frame. While
// the screens load, fetch() answers a data: URL itself (base64, decoded natively); every other call
// goes to node's own fetch, which is put back once they have loaded.
const DATA = 'data:application/octet-stream;base64,';

/** What yoga reads of a fetch() response: ok and the bytes. */
function dataResponse(url: string): Response {
  const bytes = Buffer.from(url.slice(DATA.length), 'base64');
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { ok: true, status: 200, arrayBuffer: async () => body } as unknown as Response;
}

export async function withDataUrlFetch<T>(load: () => Promise<T>): Promise<T> {
  const own = globalThis.fetch;
  if (typeof own !== 'function') return load();
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    typeof input === 'string' && input.startsWith(DATA) ? Promise.resolve(dataResponse(input)) : own(input, init)) as typeof fetch;
  try {
    return await load();
  } finally {
    globalThis.fetch = own;
  }
}
