import { UNLISTED_CONTENT_MAX, UNLISTED_TITLE_MAX, unlistedContentMessages as messages, type UnlistedContentDto, type UnlistedUploadType } from '@emberhold/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/form-field';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useSaveUnlistedContent } from '../api/unlisted-content-api';
import { EmbedCodeField } from './embed-code-field';
import { UnlistedImageField } from './unlisted-image-field';
import styles from './unlisted-content.module.css';

type FieldName = 'title' | 'content' | 'price' | 'link' | 'image' | 'embed' | 'campaign';
type Problems = Partial<Record<FieldName, string>>;

const NOT_SAVED = 'The page could not be saved. Please try again.';

/** What the form finds missing before it asks the server (the spec's sentences, section 5). */
function missing(values: { title: string; price: string; link: string; uploadType: UnlistedUploadType; image: string | null; embed: string }): Problems {
  const problems: Problems = {};
  if (values.title.trim() === '') problems.title = messages.provideTitle;
  if (values.uploadType === 'image' && !values.image) problems.image = messages.imageOrEmbed;
  if (values.uploadType === 'embed' && values.embed.trim() === '') problems.embed = messages.imageOrEmbed;
  if (values.price.trim() === '') problems.price = messages.enterPrice;
  if (values.link.trim() === '') problems.link = messages.provideLink;
  return problems;
}

interface Props {
  page: UnlistedContentDto;
  /** The page was just saved (this form's own save, or the one that created it): its public address is shown. */
  justSaved: boolean;
}

/**
 * An unlisted page's form (spec section 5): title, text, price, link, and an image (cropped to 640x534) or embed code.
 * The spec's messages show beside their fields; once saved, the page's public address.
 */
export function UnlistedContentForm({ page, justSaved }: Props) {
  const navigate = useNavigate();
  const save = useSaveUnlistedContent();
  const id = useId();
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [price, setPrice] = useState(page.price === null ? '' : page.price.toFixed(2));
  const [link, setLink] = useState(page.link);
  const [uploadType, setUploadType] = useState<UnlistedUploadType>(page.upload_type);
  const [image, setImage] = useState<string | null>(page.image);
  const [embed, setEmbed] = useState(page.embed ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<UnlistedContentDto | null>(justSaved ? page : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const found = missing({ title, price, link, uploadType, image, embed });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        ...(page.id === null ? {} : { id: page.id }),
        title,
        content,
        price,
        link,
        campaign: page.campaign?.id ?? null,
        upload_type: uploadType,
        ...(uploadType === 'image' ? { image } : { embed }),
      },
      {
        onSuccess: (result) => {
          if (page.id === null) {
            void navigate(`/unlisted-content/${result.id}/`, { replace: true, state: { saved: true } });
            return;
          }
          setSaved(result);
          setTitle(result.title);
          setPrice(result.price === null ? '' : result.price.toFixed(2));
          setLink(result.link);
          if (result.embed !== null) setEmbed(result.embed);
        },
        onError: (reason) => {
          const fields = reason instanceof ApiError ? reason.fields : [];
          const named: Problems = {};
          for (const field of fields) if (!(field.field in named)) named[field.field as FieldName] = field.message;
          setProblems(named);
          if (fields.length === 0) setFailure(serverWords(reason, NOT_SAVED));
        },
      },
    );
  }

  const fieldId = (name: FieldName) => `${id}-${name}`;
  return (
    <form className="form-stack" onSubmit={submit} noValidate aria-label={page.id === null ? 'New unlisted page' : `Unlisted page ${page.title}`}>
      {page.campaign ? (
        <p className="form-hint">
          For campaign {page.campaign.id}
          {page.campaign.name ? ` (${page.campaign.name})` : ''}.
        </p>
      ) : (
        <p className="form-hint">Not tied to a campaign{page.id === null ? ' (open this page with ?campaign= to make one for a campaign)' : ''}.</p>
      )}
      {problems.campaign && (
        <p className="form-error" role="alert" data-field-error="campaign">
          {problems.campaign}
        </p>
      )}
      <Field id={fieldId('title')} label="Title" mark="required" error={problems.title} errorName="title" hint={page.slug ? `Its address: /${page.slug}/ (it follows the title).` : 'The page’s address is made from it.'}>
        {(control) => <input {...control} className="form-input" name="title" maxLength={UNLISTED_TITLE_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </Field>
      <Field id={fieldId('content')} label="Text" mark="optional" error={problems.content} errorName="content">
        {(control) => <textarea {...control} className="form-input" name="content" rows={5} maxLength={UNLISTED_CONTENT_MAX} value={content} onChange={(event) => setContent(event.target.value)} />}
      </Field>
      <Field id={fieldId('price')} label="Price (USD)" mark="required" error={problems.price} errorName="price">
        {(control) => <input {...control} className="form-input" name="price" inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />}
      </Field>
      <Field id={fieldId('link')} label="Link" mark="required" error={problems.link} errorName="link" hint="Where the Buy button goes. Amazon links get our tag.">
        {(control) => <input {...control} className="form-input" name="link" type="url" value={link} onChange={(event) => setLink(event.target.value)} />}
      </Field>
      <fieldset className={styles.choice}>
        <legend className="form-label">Show</legend>
        {(['image', 'embed'] as const).map((type) => (
          <label key={type} className="form-check">
            <input type="radio" name="upload_type" value={type} checked={uploadType === type} onChange={() => setUploadType(type)} />
            {type === 'image' ? 'Image' : 'Embed code'}
          </label>
        ))}
      </fieldset>
      {uploadType === 'image' ? (
        <UnlistedImageField inputId={fieldId('image')} image={image} onImage={setImage} error={problems.image ?? null} />
      ) : (
        <EmbedCodeField id={fieldId('embed')} value={embed} onChange={setEmbed} error={problems.embed ?? null} />
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button form-submit form-sending" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? 'Saving…' : page.id === null ? 'Create the page' : 'Save the page'}
      </button>
      {saved?.url && saved.path && (
        <p role="status" className={styles.saved}>
          Saved. Its public address:{' '}
          <a href={saved.path} target="_blank" rel="noopener">
            {saved.url}
          </a>
        </p>
      )}
    </form>
  );
}
