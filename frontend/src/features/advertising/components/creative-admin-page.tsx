import type { AdminCreativeDto, CreativeStatusDto } from '@emberhold/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AccessDenied } from '../../../components/access-denied';
import { LoadFailed, TRY_AGAIN_SOON } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { Pager } from '../../../components/pager';
import { StatusMessage } from '../../../components/status-message';
import { serverWords } from '../../../lib/api-client';
import { formatDay } from '../../../lib/figures';
import { isForbidden } from '../../../lib/forbidden';
import { parsePageNumber } from '../../../lib/page-window';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminCreatives } from '../api/creative-admin';
import { CreativeAdminConvertForm } from './creative-admin-convert-form';
import { CreativeAdminEditForm } from './creative-admin-edit-form';
import { CreativeAdminHistory } from './creative-admin-history';
import styles from './creative-admin.module.css';

export const creativesPagePath = (page: number) => (page > 1 ? `/admin/creatives/${page}` : '/admin/creatives/');

const STATUS_LABELS: Record<CreativeStatusDto, string> = {
  draft: 'Draft (not paid)',
  pending_approval: 'Waiting for approval',
  running: 'Running',
  disapproved: 'Disapproved',
  paused: 'Paused',
  finished: 'Finished',
};

/** /admin/creatives/ and /admin/creatives/{page} (admins): every ad, to edit, convert to a boost, and see its history. */
export function CreativeAdminPage() {
  const page = parsePageNumber(useParams().page);
  return page === null ? <NotFoundMessage /> : <CreativeAdmin page={page} />;
}

function CreativeAdmin({ page }: { page: number }) {
  useDocumentTitle(page > 1 ? `Ads, page ${page}` : 'Ads');
  const creatives = useAdminCreatives(page);
  if (creatives.isError && isForbidden(creatives.error)) return <AccessDenied />;
  const data = creatives.data;
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Ads</h1>
          <p className="page-intro">Every ad, newest first: edit its title, text, link, price and image, or turn a paid ad into a boost of a post.</p>
        </header>
        {creatives.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading the ads" />
        ) : !data ? (
          <LoadFailed title="The ads could not be loaded" retry={creatives.refetch}>
            {serverWords(creatives.error, TRY_AGAIN_SOON)}
          </LoadFailed>
        ) : data.creatives.length === 0 ? (
          page > 1 ? <NotFoundMessage homeHref={creativesPagePath(1)} /> : <StatusMessage title="No ads yet">Ads appear here once advertisers make them.</StatusMessage>
        ) : (
          <>
            <ol className={styles.list} aria-label={`Ads, page ${page}`}>
              {data.creatives.map((creative) => (
                <CreativeAdminItem key={creative.id} creative={creative} />
              ))}
            </ol>
            <Pager page={page} hasNext={data.has_more} href={creativesPagePath} />
          </>
        )}
      </div>
    </div>
  );
}

type Open = 'none' | 'edit' | 'convert' | 'history';

function CreativeAdminItem({ creative }: { creative: AdminCreativeDto }) {
  const [open, setOpen] = useState<Open>('none');
  const toggle = (what: Open) => setOpen((current) => (current === what ? 'none' : what));
  const convertible = creative.paid && creative.converted_boost === null;
  return (
    <li className={styles.item} data-creative={creative.id} aria-label={creative.title}>
      <div className={styles.summary}>
        {creative.image ? <img src={creative.image} alt="" width={120} height={100} /> : <span />}
        <div>
          <h2 className={styles.title}>{creative.title}</h2>
          <p className={styles.facts}>
            {STATUS_LABELS[creative.status]} · campaign {creative.campaign_id} · {creative.advertiser ? creative.advertiser.username : 'no advertiser account yet'} ·{' '}
            {creative.paid ? 'paid' : 'not paid'} · made {formatDay(creative.created_at)}
          </p>
          {creative.converted_boost && (
            <p className={styles.facts}>
              Converted to a boost of post {creative.converted_boost.post_id} on {creative.converted_boost.date}.
            </p>
          )}
        </div>
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button button--ghost" aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
          Edit
        </button>
        {convertible && (
          <button type="button" className="button button--ghost" aria-expanded={open === 'convert'} onClick={() => toggle('convert')}>
            Convert to boost
          </button>
        )}
        <button type="button" className="button button--ghost" aria-expanded={open === 'history'} onClick={() => toggle('history')}>
          History
        </button>
      </div>
      {open === 'edit' && <CreativeAdminEditForm creative={creative} onDone={() => setOpen('none')} />}
      {open === 'convert' && <CreativeAdminConvertForm creative={creative} onDone={() => setOpen('none')} />}
      {open === 'history' && <CreativeAdminHistory creativeId={creative.id} />}
    </li>
  );
}
