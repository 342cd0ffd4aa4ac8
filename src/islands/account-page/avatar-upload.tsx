// The avatar upload (SPEC §2 "User account area"): choosing a file shows its name; Upload sends it and the
// server's new avatar (sanitized) replaces the old one; a refusal alerts the server's message.
import { type FormEvent, useRef, useState } from 'react';
import { callAction } from '../../lib/api/client';
import { HiddenFields } from './hidden-fields';
import type { AvatarForm } from './read-page';
import { NO_NODES, useAdoptedNodes } from '../../lib/islands/adopt';


interface Props {
  form: AvatarForm;
  errorText: string;
}

export function AvatarUpload({ form, errorText }: Props) {
  const [fileName, setFileName] = useState('');
  const [uploading, setUploading] = useState(false);
  const [avatarHtml, setAvatarHtml] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const image = useRef<HTMLDivElement>(null);
  const running = useRef(false);
  useAdoptedNodes(image, avatarHtml === null ? form.image : NO_NODES);

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file || running.current) return;
    running.current = true;
    setUploading(true);
    const field = (name: string) => form.hidden.find((hidden) => hidden.name === name)?.value ?? '';
    try {
      const answer = await callAction('wp-manga-upload-avatar', { userAvatar: file, userID: field('userID'), _wpnonce: field('_wpnonce') });
      if (answer.success && typeof answer.data === 'string') {
        const { sanitizeHtml } = await import('../../lib/sanitize');
        setAvatarHtml(sanitizeHtml(answer.data));
        // A file input cannot be controlled; emptying it is the one thing React leaves to us.
        if (input.current) input.current.value = '';
        setFileName('');
      } else if (!answer.success) {
        window.alert(answer.data?.msg ?? errorText);
      }
    } catch {
      window.alert(errorText);
    } finally {
      running.current = false;
      setUploading(false);
    }
  }

  return (
    <section className="yomu-avatar">
      <h2>{form.heading}</h2>
      {avatarHtml === null ? (
        <div key="server" ref={image} className="c-user-avatar" />
      ) : (
        <div key="uploaded" className="c-user-avatar" dangerouslySetInnerHTML={{ __html: avatarHtml }} />
      )}
      <form id="wp-manga-upload-avatar-form" method="post" encType="multipart/form-data" action={form.action} aria-busy={uploading || undefined} onSubmit={upload}>
        <HiddenFields fields={form.hidden} />
        <p>
          <label htmlFor="userAvatar">{form.label}</label>
          <input type="file" id="userAvatar" name="userAvatar" accept={form.accept} ref={input} onChange={(event) => setFileName(event.target.files?.[0]?.name ?? '')} />
        </p>
        <p className="file-name" aria-live="polite">
          {fileName}
        </p>
        <button type="submit" id="wp-manga-upload-avatar">
          {form.submit}
        </button>
      </form>
    </section>
  );
}
