/** A multipart body with one file part, as a browser's FormData sends it. */
export async function multipart(data: Buffer, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
