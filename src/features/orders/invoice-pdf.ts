/**
 * The invoice PDF as the original backend sends it: the PDF bytes, then the controller's own JSON
 * (`{"error":"Oops.....Something Went Wrong"}`) appended to the same body (test/contract/commerce/invoice-download.json,
 * 1.6.7 app/Http/Controllers/Site/OrderController.php:459-480). Everything after the last `%%EOF` (and its line end) is cut off; what remains
 * must start with `%PDF-`. Used by the invoice, tracking and order history screens (via the saga).
 */
const encoder = new TextEncoder();
const EOF_MARK = encoder.encode('%%EOF');
const PDF_MAGIC = encoder.encode('%PDF-');

function lastIndexOf(bytes: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = bytes.length - needle.length; i >= 0; i -= 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export class NotAPdfError extends Error {
  constructor() {
    super('The invoice is not a PDF file.');
    this.name = 'NotAPdfError';
  }
}

/** The PDF part of the answer body; throws NotAPdfError when there is none. */
export function pdfBytesFrom(body: ArrayBuffer | Uint8Array): Uint8Array {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  if (bytes.length < PDF_MAGIC.length || PDF_MAGIC.some((b, i) => bytes[i] !== b)) throw new NotAPdfError();
  const eof = lastIndexOf(bytes, EOF_MARK);
  if (eof < 0) throw new NotAPdfError();
  let end = eof + EOF_MARK.length;
  if (bytes[end] === 0x0d) end += 1;
  if (bytes[end] === 0x0a) end += 1;
  return bytes.slice(0, end);
}

/** Saves the bytes as `{code}.pdf` through a Blob URL and a temporary `<a download>`; the URL is revoked after. */
export function savePdf(bytes: Uint8Array, code: string, doc: Document = document): void {
  const blob = new Blob([bytes as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = `${code.replace(/[^\w.-]/g, '_') || 'invoice'}.pdf`;
  a.rel = 'noopener';
  a.style.display = 'none';
  doc.body.appendChild(a);
  try {
    a.click();
  } finally {
    a.remove();
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
