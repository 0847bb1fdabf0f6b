import { PITCH_MESSAGES, type PitchDto, type PitchImageDto } from '@emberhold/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '../../../components/form-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { uploadPitchImage, usePitchGuides, usePublishPitch, type PublishedPitch } from '../api/pitch-queue-api';
import { slugOf } from '../lib/pitch-age';
import styles from './pitch-queue.module.css';

interface PublishDialogProps {
  pitch: PitchDto;
  onPublished: (published: PublishedPitch) => void;
  onClose: () => void;
}

type Errors = Partial<Record<'title' | 'slug' | 'content' | 'price' | 'images' | 'categories' | 'link' | 'form', string>>;

/**
 * Publishes a pitch as a post, prefilled from the pitch: title, slug (from the title unless changed), text (the
 * pitch's comments), price, the post's images (uploaded here: the site stores them), its gift guides and the
 * affiliate link. What the server refuses is said under its field; the dialog stays open.
 */
export function PublishDialog({ pitch, onPublished, onClose }: PublishDialogProps) {
  const id = useId();
  const [title, setTitle] = useState(pitch.title);
  const [slug, setSlug] = useState('');
  const [content, setContent] = useState(pitch.comments);
  const [price, setPrice] = useState(pitch.price ?? '');
  const [link, setLink] = useState(pitch.product_link ?? pitch.link ?? '');
  // The pitch's images already stored on the site come along; the server reads their sizes.
  const [images, setImages] = useState<PitchImageDto[]>(() => pitch.images.filter((src) => src.startsWith('/media/')).map((src) => ({ src, width: 0, height: 0 })));
  const [categories, setCategories] = useState<string[]>([]);
  // A mature gift (adult gag gift): the lists leave it out unless a visitor shows mature gifts.
  const [nsfw, setNsfw] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const guides = usePitchGuides(true);
  const publish = usePublishPitch(pitch.id);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(true);
    setErrors((current) => ({ ...current, images: undefined }));
    try {
      for (const file of files) {
        const stored = await uploadPitchImage(file);
        setImages((current) => [...current, stored]);
      }
    } catch (failure) {
      setErrors((current) => ({ ...current, images: failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'The image could not be uploaded.' }));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (title.trim() === '') missing.title = PITCH_MESSAGES.titleMissing;
    if (content.trim() === '') missing.content = PITCH_MESSAGES.contentMissing;
    if (images.length === 0) missing.images = PITCH_MESSAGES.imagesMissing;
    if (link.trim() === '') missing.link = PITCH_MESSAGES.productLinkMissing;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    publish.mutate(
      { title: title.trim(), slug: slug.trim(), content: content.trim(), price: price.trim(), images: images.map((image) => image.src), categories, link: link.trim(), ...(nsfw ? { nsfw: true } : {}) },
      {
        onSuccess: onPublished,
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields[0]?.field : undefined;
          const message = failure instanceof ApiError ? (failure.serverError ?? failure.message) : 'The post could not be published. Please try again.';
          const known = field && ['title', 'slug', 'content', 'price', 'images', 'categories', 'link'].includes(field) ? (field as keyof Errors) : 'form';
          setErrors({ [known]: message });
        },
      },
    );
  };

  const sending = publish.isPending;
  return (
    <ModalDialog title="Publish this pitch" eyebrow="Pitch queue" intro={`“${pitch.title}” becomes a post on the site at once.`} onClose={sending ? undefined : onClose} size="lg" layerData={{ 'data-publish-dialog': '' }}>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <Field id={`${id}-title`} label="Title" mark="required" error={errors.title}>
          {(control) => <input {...control} className="form-input" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} autoFocus />}
        </Field>
        <Field id={`${id}-slug`} label="Slug" mark="optional" hint={`The post’s address: /${slug.trim() || slugOf(title) || '…'}/`} error={errors.slug}>
          {(control) => <input {...control} className="form-input" value={slug} placeholder={slugOf(title)} onChange={(event) => setSlug(event.target.value)} maxLength={100} />}
        </Field>
        <Field id={`${id}-content`} label="Text" mark="required" error={errors.content}>
          {(control) => <textarea {...control} className="form-input" rows={4} value={content} onChange={(event) => setContent(event.target.value)} />}
        </Field>
        <div className={styles.twoColumns}>
          <Field id={`${id}-price`} label="Price (USD)" mark="optional" error={errors.price}>
            {(control) => <input {...control} className="form-input" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />}
          </Field>
          <Field id={`${id}-link`} label="Affiliate link" mark="required" error={errors.link}>
            {(control) => <input {...control} className="form-input" inputMode="url" value={link} onChange={(event) => setLink(event.target.value)} />}
          </Field>
        </div>
        <Field id={`${id}-images`} label="Images" mark="required" hint="The first one is the post’s picture. JPEG, PNG, WebP or GIF." error={errors.images}>
          {(control) => <input {...control} type="file" accept="image/jpeg,image/png,image/webp,image/gif" multiple className="form-input" onChange={(event) => void upload(event)} disabled={uploading || sending} />}
        </Field>
        {uploading && <p aria-busy="true">Uploading…</p>}
        {images.length > 0 && (
          <ul className={styles.images} aria-label="Uploaded images">
            {images.map((image, index) => (
              <li key={image.src}>
                <img src={image.src} alt={`Image ${index + 1}`} width={80} height={image.width > 0 ? Math.round((80 * image.height) / image.width) : 80} className={styles.thumb} />
                <button type="button" className="button button--ghost" onClick={() => setImages((current) => current.filter((other) => other.src !== image.src))}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        {pitch.images.some((src) => !src.startsWith('/media/')) && (
          <p className="form-hint">Pitched images on other sites (download and upload the ones to keep): {pitch.images.filter((src) => !src.startsWith('/media/')).join(', ')}</p>
        )}
        <fieldset className={styles.guides}>
          <legend className="form-label">Gift guides</legend>
          {guides.isPending && <p aria-busy="true">Loading the gift guides…</p>}
          {guides.data?.map((guide) => (
            <label key={guide.slug} className={styles.guide}>
              <input
                type="checkbox"
                checked={categories.includes(guide.slug)}
                onChange={(event) => setCategories((current) => (event.target.checked ? [...current, guide.slug] : current.filter((slug) => slug !== guide.slug)))}
              />{' '}
              {guide.parent_slug ? `${guide.parent_slug} › ${guide.name}` : guide.name}
            </label>
          ))}
          {errors.categories && <p className="form-error">{errors.categories}</p>}
        </fieldset>
        <label className={styles.guide}>
          <input type="checkbox" checked={nsfw} onChange={(event) => setNsfw(event.target.checked)} /> Mature gift (adults only): lists leave it out unless a visitor shows mature gifts
        </label>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button form-sending" disabled={sending || uploading}>
            {sending ? 'Publishing…' : 'Publish'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={sending}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
