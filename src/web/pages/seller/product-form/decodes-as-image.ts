/**
 * Whether the browser can draw the file. A file that only claims to be a picture is refused before it
 * becomes a (broken) preview; the server still checks the bytes of everything it receives.
 */
export async function decodesAsImage(file: File): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
