import { useCallback, type ReactNode } from 'react';
import { useT } from '../../../lib/hooks/shared-hooks';
import { fileProblem, IMAGE_FILE, isFile, type FileRule } from '../profile-files';

/**
 * Follows the file chosen in the file inputs inside it (their change events bubble here), so the
 * screen can show it before anything is uploaded. `name` is the input's name.
 */
export function FileWatch({ onFile, children }: { onFile: (name: string, file: File | null) => void; children: ReactNode }) {
  return (
    <div
      className="sf-profile__file-watch"
      onChange={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.type === 'file') onFile(input.name, input.files?.[0] ?? null);
      }}
    >
      {children}
    </div>
  );
}

/**
 * The chosen image, shown from a temporary URL that lives exactly as long as this element shows
 * this file. The ref callback ties the two together (React 19 runs its cleanup when the element
 * goes or the file changes), so the element can never keep a URL that has been revoked.
 */
function ObjectUrlImage({ file, alt, className }: { file: File; alt: string; className: string }) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (!node) return;
      const url = URL.createObjectURL(file);
      node.src = url;
      return () => {
        node.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );
  return <img ref={attach} className={className} alt={alt} />;
}

/**
 * What the shopper chose, before upload: a file the field's rule accepts is shown (a refused one
 * only gets its field's message): an image as a preview, a PDF by its name.
 */
export function FilePreview({ file, rule = IMAGE_FILE, className = '' }: { file: File | null; rule?: FileRule; className?: string }) {
  const t = useT();
  if (!isFile(file) || fileProblem(file, rule) !== null) return null;
  if (!file.type.startsWith('image/')) return <p className="sf-hint">{t('profile_file_chosen', { name: file.name })}</p>;
  return (
    <ObjectUrlImage file={file} className={`sf-profile__preview ${className}`} alt={t('profile_picture_preview', { name: file.name })} />
  );
}
