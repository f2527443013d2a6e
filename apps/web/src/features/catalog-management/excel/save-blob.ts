/** Hands a downloaded file to the browser as a download with this name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds its own reference; a later tick is soon enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
