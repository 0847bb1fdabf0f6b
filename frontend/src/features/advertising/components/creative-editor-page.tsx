import type { CreativeDto } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { creativeQuery } from '../api/creatives';
import { useCreativeForm, type CreativeFormOptions } from '../hooks/use-creative-form';
import { normaliseLink, shownMedia, type CreativeValues } from '../lib/creative-fields';
import { editorPath } from '../lib/funnel-paths';
import { funnelCreative, funnelTempId } from '../lib/funnel-session';
import { uploadCreativeGif } from '../api/creative-images';
import { CreativeImageField } from './creative-image-field';
import { CreativeMediaField } from './creative-media-field';
import { AdPreview } from './ad-preview';
import { CreativeSubmitBar } from './creative-submit-bar';
import { CreativeTextFields } from './creative-text-fields';
import { FunnelHeader } from './funnel-steps';
import styles from './funnel.module.css';

export interface CreativeEditorPageProps {
  /** The temporary id of the create routes' address; null on the /product-pitch/creative/… routes. */
  routeTempId: string | null;
  creative: number | 'new';
  /** ?campaign= of a new creative for a campaign that exists. */
  campaign: number | null;
}

const EMPTY: CreativeValues = { title: '', content: '', price: '', link: '', uploadType: 'image', image: null, gif: null, embed: '' };

function valuesOf(creative: CreativeDto): CreativeValues {
  return {
    title: creative.title,
    content: creative.content,
    price: creative.price === null ? '' : String(creative.price),
    link: creative.link,
    uploadType: creative.upload_type,
    image: creative.image,
    gif: creative.gif,
    embed: creative.embed ?? '',
  };
}

/**
 * The creative editor (spec sections 2, 4 and 5): /product-pitch/create/{temp_id}/{creative} in the funnel, and
 * /product-pitch/creative/{creative}[/edit/] for a creative whose campaign exists. A creative already saved is loaded
 * first. Loading, the page shows nothing but its frame.
 */
export function CreativeEditorPage(props: CreativeEditorPageProps) {
  const { routeTempId, creative } = props;
  // Back from the confirmation to /create/{temp_id}/new opens the creative saved there, not a blank form that would
  // save a second one.
  const saved = routeTempId && creative === 'new' ? funnelCreative(routeTempId) : null;
  if (saved !== null && routeTempId) return <Navigate to={editorPath(routeTempId, saved)} replace />;
  return <CreativeEditorLoader {...props} />;
}

function CreativeEditorLoader({ routeTempId, creative, campaign }: CreativeEditorPageProps) {
  const existing = useQuery({ ...creativeQuery(typeof creative === 'number' ? creative : 0, routeTempId ?? funnelTempId(null)), enabled: creative !== 'new' });
  useDocumentTitle(creative === 'new' ? 'Create your ad' : 'Edit your ad');
  if (creative !== 'new' && existing.isPending) return <div className={`page-container ${styles.loading}`} aria-busy="true" />;
  if (creative !== 'new' && existing.isError) {
    return (
      <LoadFailed page title="This ad could not be opened">
        {serverWords(existing.error, TRY_AGAIN_SOON)}
      </LoadFailed>
    );
  }
  const loaded = existing.data ?? null;
  return (
    <CreativeEditor
      key={loaded ? `creative-${loaded.id}` : 'new'}
      routeTempId={routeTempId}
      creative={creative}
      campaign={loaded?.campaign_id ?? campaign}
      campaignTempId={loaded?.temp_id ?? null}
      initial={loaded ? valuesOf(loaded) : EMPTY}
    />
  );
}

/** The form (image and crop, words, price and link, the save) beside the ad's live preview. */
function CreativeEditor(options: CreativeFormOptions) {
  const form = useCreativeForm(options);
  const { base, values, alert, alertBox } = form;
  return (
    <div className={`page-container ${styles.page}`}>
      <FunnelHeader
        step={0}
        title={options.creative === 'new' ? 'Create your ad' : 'Edit your ad'}
        intro="Your ad shows among the gifts readers browse, marked Sponsored. Write it here and watch the preview: that is how it will look in the lists."
      />
      <div className={styles.layout}>
        <form className={`${styles.card} form-stack`} onSubmit={form.submit} noValidate data-creative-form aria-labelledby={`${base}-heading`}>
          <h2 id={`${base}-heading`} className={styles.cardHeading}>
            Your ad
          </h2>
          {alert && (
            <div ref={alertBox} className="form-alert" role="alert" tabIndex={-1} data-creative-alert>
              {alert}
            </div>
          )}
          <CreativeMediaField
            form={form}
            imageField={
              <CreativeImageField inputId={form.ids.image} tempId={form.tempId} image={values.image} onImage={form.setImage} error={form.errorFor('image')} errorId={form.errorId('image')} />
            }
            uploadGif={async (file) => uploadCreativeGif(await form.tempId(), file)}
          />
          <CreativeTextFields form={form} />
          <CreativeSubmitBar saving={form.saving} />
        </form>
        <AdPreview
          headingId={`${base}-preview`}
          heading="Preview"
          ad={{ title: values.title, content: values.content, price: values.price, link: normaliseLink(values.link), ...shownMedia(values) }}
          note="As readers will see it in the gift lists. It runs once we have approved it."
        />
      </div>
    </div>
  );
}
