import { NotAPdfError, pdfBytesFrom, savePdf } from '../invoice-pdf';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('pdfBytesFrom: the original appends JSON after the PDF', () => {
  it('cuts everything after the last %%EOF and its line end', () => {
    const body = bytes('%PDF-1.3\n1 0 obj\n%%EOF\nincremental\n%%EOF\n{"error":"Oops.....Something Went Wrong"}');
    expect(text(pdfBytesFrom(body.buffer as ArrayBuffer))).toBe('%PDF-1.3\n1 0 obj\n%%EOF\nincremental\n%%EOF\n');
  });
  it('keeps a CRLF line end and a body that has no trailer', () => {
    expect(text(pdfBytesFrom(bytes('%PDF-1.7 x %%EOF\r\n{"error":"x"}')))).toBe('%PDF-1.7 x %%EOF\r\n');
    expect(text(pdfBytesFrom(bytes('%PDF-1.7 x %%EOF')))).toBe('%PDF-1.7 x %%EOF');
  });
  it('refuses what is not a PDF (a JSON error, an HTML page, a PDF without its end)', () => {
    expect(() => pdfBytesFrom(bytes('{"error":"Access Denied"}'))).toThrow(NotAPdfError);
    expect(() => pdfBytesFrom(bytes('<html>login</html>'))).toThrow(NotAPdfError);
    expect(() => pdfBytesFrom(bytes('%PDF-1.7 truncated'))).toThrow(NotAPdfError);
  });
});

describe('savePdf', () => {
  it('saves through a Blob URL and an <a download="{code}.pdf">, then revokes the URL', () => {
    jest.useFakeTimers();
    const create = jest.fn(() => 'blob:invoice');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    savePdf(bytes('%PDF-1.7 %%EOF'), 'YR-4800000000');
    expect(clicked).toEqual(['YR-4800000000.pdf blob:invoice']);
    expect((create.mock.calls[0] as unknown as [Blob])[0].type).toBe('application/pdf');
    expect(document.querySelector('a[download]')).toBeNull();
    jest.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:invoice');
    click.mockRestore();
    jest.useRealTimers();
  });
});
