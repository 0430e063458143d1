/** A multipart body of text fields and files, in that order, as a browser's FormData sends it. */
export async function multipartForm(
  fields: Record<string, string>,
  files: { data: Buffer; name?: string; type?: string }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? 'photo.png',
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(data: Buffer, name = 'photo.png', type = 'image/png') {
  return multipartForm({}, [{ data, name, type }]);
}
