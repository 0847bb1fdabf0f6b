import { useDeferredValue } from 'react';
import { EmbedFrame } from '../../../components/embed-frame';
import { Field } from '../../../components/form-field';
import { serverWords } from '../../../lib/api-client';
import { useEmbedPreview } from '../api/unlisted-content-api';
import styles from './unlisted-content.module.css';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/**
 * Embed code (a YouTube, Vimeo, TikTok ... player's iframe) with a live preview of what the page will show: the code
 * as the server sanitizes it (one allowed player, 100% by 100%), or the server's reason for refusing it.
 */
export function EmbedCodeField({ id, value, onChange, error }: Props) {
  const code = useDeferredValue(value);
  const preview = useEmbedPreview(code);
  const refused = code.trim() !== '' && preview.isError ? serverWords(preview.error, 'The embed code could not be checked. Please try again.') : null;
  return (
    <>
      <Field id={id} label="Embed code" mark="required" error={error ?? refused} errorName="embed" hint="Paste the player's <iframe> code from the video or post's Share / Embed menu.">
        {(control) => <textarea {...control} className="form-input" name="embed" rows={5} value={value} onChange={(event) => onChange(event.target.value)} spellCheck={false} />}
      </Field>
      {code.trim() !== '' && preview.data && !preview.isError && (
        <div className={styles.preview} aria-live="polite">
          <p className="form-label">Preview</p>
          <EmbedFrame html={preview.data} label="Preview of the embedded player" />
        </div>
      )}
    </>
  );
}
