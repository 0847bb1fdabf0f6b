import type { BoostIntentDto, BoostOfferDto } from '@emberhold/contracts';
import { advertisingMessages } from '@emberhold/contracts/src/api/advertising-api';
import { hasSpecialPrice, siteDate } from '@emberhold/contracts/src/api/boost-pricing';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundMessage } from '../../../components/not-found-message';
import { ApiError, serverWords } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { boostOfferQueryOptions, getBoostStatus, useConfirmBoostPayment } from '../api/boost-api';
import type { BoostBuyer, ReturnedPayment } from '../lib/boost-buyer';
import { formatBoostDate } from '../lib/boost-form';
import { focusInView } from '../lib/focus-in-view';
import { BoostCardPayment } from './boost-card-payment';
import { BoostDetailsForm } from './boost-details-form';
import { BoostPrices } from './boost-prices';
import styles from './boost-page.module.css';


interface BoostPageProps {
  slug: string;
  /** The page address's token (spec section 2: /{slug}/boost with query token); only the special one lowers prices. */
  token: string;
  buyer: BoostBuyer;
  returned: ReturnedPayment | null;
  onLogIn: (opener: HTMLElement | null) => void;
}

type Stage =
  | { step: 'details' }
  | { step: 'payment'; intent: BoostIntentDto; email: string }
  | { step: 'confirming'; boostId: number; date: string; paymentIntent?: string }
  | { step: 'done'; date: string };

/** While the provider still confirms a payment, its boost's status is asked this often. */
const STATUS_POLL_MS = 1_500;

/**
 * /{slug}/boost (spec sections 2, 5 and 9): the post's card, a date with its price, the buyer's email (typed twice by a
 * visitor), then the card. A payment Stripe still confirms is followed until the boost is paid, then thanked for.
 */
export function BoostPage({ slug, token, buyer, returned, onLogIn }: BoostPageProps) {
  const offer = useQuery(boostOfferQueryOptions(slug, token || undefined));
  const [stage, setStage] = useState<Stage>(returned ? { step: 'confirming', boostId: returned.boostId, date: returned.date, paymentIntent: returned.paymentIntent } : { step: 'details' });
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const today = siteDate(new Date());
  const paid = useCallback((date: string) => setStage({ step: 'done', date }), []);
  useDocumentTitle(offer.data ? `Boost ${offer.data.post.title}` : 'Boost a post');

  if (offer.isPending) return <div className={`page-container ${styles.loading}`} aria-busy="true" aria-label="Loading the boost offer" />;
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) return <NotFoundMessage />;
    return <LoadFailed page title="The boost offer could not be loaded" retry={offer.refetch} />;
  }

  const { post } = offer.data;
  const returnUrl = (intent: BoostIntentDto) => {
    const url = new URL(`/${encodeURIComponent(slug)}/boost`, window.location.origin);
    if (token) url.searchParams.set('token', token);
    url.searchParams.set('boost_id', String(intent.boost_id));
    url.searchParams.set('date', intent.date);
    return url.toString();
  };

  return (
    <div className="page-container">
      <div className="page-frame" data-boost-page data-boost-step={stage.step}>
        <header>
          <p className="page-eyebrow">Boost a post</p>
          <h1 className="page-heading">Put {post.title} first</h1>
          <p className={`page-intro ${styles.intro}`}>On the day you choose, this post leads the home page and the newest gifts, above everything else.</p>
        </header>
        <div className={styles.grid}>
          <PostCard offer={offer.data} />
          <div className="panel">
            {stage.step === 'details' && (
              <BoostDetailsForm
                slug={slug}
                offer={offer.data}
                token={token}
                buyer={buyer}
                today={today}
                taken={taken}
                onTaken={(date) => {
                  setTaken((dates) => new Set([...dates, date]));
                  void offer.refetch();
                }}
                onLogIn={onLogIn}
                onHeld={(intent, email) => setStage({ step: 'payment', intent, email })}
              />
            )}
            {stage.step === 'payment' &&
              (offer.data.stripe ? (
                <BoostCardPayment
                  slug={slug}
                  postTitle={post.title}
                  stripe={offer.data.stripe}
                  intent={stage.intent}
                  email={stage.email}
                  token={token}
                  returnUrl={returnUrl(stage.intent)}
                  onBack={() => setStage({ step: 'details' })}
                  onResult={(result) =>
                    setStage(result.status === 'paid' ? { step: 'done', date: stage.intent.date } : { step: 'confirming', boostId: stage.intent.boost_id, date: stage.intent.date })
                  }
                />
              ) : (
                <p className="form-alert" role="alert">
                  Card payments are not available on this site.
                </p>
              ))}
            {stage.step === 'confirming' && (
              <Confirming slug={slug} token={token} stage={stage} onPaid={paid} />
            )}
            {stage.step === 'done' && <Done slug={slug} title={post.title} date={stage.date} />}
          </div>
        </div>
      </div>
    </div>
  );
}

function PostCard({ offer }: { offer: BoostOfferDto }) {
  const { post } = offer;
  const special = hasSpecialPrice(offer.default_price_cents);
  return (
    <article className={`panel ${styles.post}`} aria-labelledby="boost-post-title" data-boost-post={post.id}>
      {post.image && <img className={styles.postImage} src={post.image} alt="" width={640} height={480} />}
      <h2 id="boost-post-title" className={styles.postTitle}>
        <Link to={`/${encodeURIComponent(post.slug)}/`}>{post.title}</Link>
      </h2>
      <BoostPrices className={styles.prices} dayPriceCents={offer.default_price_cents} special={special} />
    </article>
  );
}

/**
 * The provider still confirms the payment (or the card came back from its bank's page): the page asks the server once
 * with the payment's reference when it has one, then follows the boost's status until it is paid.
 */
function Confirming({ slug, token, stage, onPaid }: { slug: string; token: string; stage: Extract<Stage, { step: 'confirming' }>; onPaid: (date: string) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [checked, setChecked] = useState(stage.paymentIntent === undefined);
  useEffect(() => focusInView(heading.current), []);

  const { mutate: confirm } = useConfirmBoostPayment(slug);
  useEffect(() => {
    if (stage.paymentIntent === undefined) return;
    confirm(
      { stripeRef: stage.paymentIntent, date: stage.date, email: '', token },
      {
        onSuccess: (result) => (result.status === 'paid' ? onPaid(stage.date) : setChecked(true)),
        onError: (reason) => setFailed(serverWords(reason, advertisingMessages.cardProblem)),
      },
    );
  }, [confirm, slug, token, stage.paymentIntent, stage.date, onPaid]);

  const status = useQuery({
    queryKey: ['boost-status', slug, stage.boostId],
    queryFn: ({ signal }) => getBoostStatus(slug, stage.boostId, signal),
    enabled: checked && failed === null,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending_payment' ? false : STATUS_POLL_MS),
    staleTime: 0,
  });
  const current = status.data?.status;
  useEffect(() => {
    if (current === 'paid' || current === 'running' || current === 'finished') onPaid(stage.date);
  }, [current, onPaid, stage.date]);

  return (
    <section aria-labelledby="boost-confirming" data-boost-confirming>
      <h2 id="boost-confirming" ref={heading} className={styles.cardHeading} tabIndex={-1}>
        Confirming your payment
      </h2>
      {failed || current === 'cancelled' ? (
        <p className="form-alert" role="alert" data-card-error>
          {failed ?? advertisingMessages.cardProblem}
        </p>
      ) : (
        <p className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          The card company is confirming the payment for {formatBoostDate(stage.date)}. This usually takes a few seconds.
        </p>
      )}
    </section>
  );
}

function Done({ slug, title, date }: { slug: string; title: string; date: string }) {
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => focusInView(result.current), []);
  return (
    <div ref={result} className={styles.done} role="status" tabIndex={-1} data-boost-done>
      <p className={styles.doneMessage}>Thank you! Your boost is booked.</p>
      <p className="form-done-detail">
        {title} will lead the home page on {formatBoostDate(date)}. The payment is confirmed.
      </p>
      <p className="form-done-detail">
        <Link to={`/${encodeURIComponent(slug)}/`}>Back to the post</Link>
      </p>
    </div>
  );
}
