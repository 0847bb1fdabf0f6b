import { useParams, useSearchParams, type RouteObject } from 'react-router';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import { parseCreativeParam, parseId, parsePaymentCampaign } from '../../features/advertising/lib/funnel-paths';
import { lazyPages, PageLoading, SignedIn } from './lazy-pages';
import { NotFoundRoute } from './not-found.route';
import { SubmissionsGate } from '../../features/site-settings/components/submissions-gate';

/** The funnel's pages are one lazily loaded chunk: the editor, the confirmation and the payment page follow each other. */
const page = lazyPages(() => import('../../features/advertising/components/funnel-pages'));

const CreativeEditorPage = page((module) => module.CreativeEditorPage);
const ConfirmationPage = page((module) => module.ConfirmationPage);
const PaymentPage = page((module) => module.PaymentPage);

// The advertising feature does not read the auth feature: the app hands its pages who is logged in.
const useAuthStatus = () => useAuthStore((state) => state.status);

/** /product-pitch/create/{temp_id}/{creative}: the editor in the funnel, the temporary id in the address. */
function CreateRoute() {
  const { tempId, creative } = useParams();
  const parsed = parseCreativeParam(creative);
  if (!tempId || parsed === null) return <NotFoundRoute />;
  return (
    <PageLoading>
      <SubmissionsGate>
        <CreativeEditorPage key={`${tempId}/${parsed}`} routeTempId={tempId} creative={parsed} campaign={null} />
      </SubmissionsGate>
    </PageLoading>
  );
}

/**
 * /product-pitch/creative/{creative} and …/edit/: the editor of a creative whose campaign exists (the temporary id,
 * while the campaign is still the visitor's, comes from the tab's funnel); a new one takes ?campaign=.
 */
function CreativeRoute() {
  const { creative } = useParams();
  const [search] = useSearchParams();
  const parsed = parseCreativeParam(creative);
  if (parsed === null) return <NotFoundRoute />;
  const campaign = parseId(search.get('campaign') ?? undefined);
  return (
    <PageLoading>
      <SubmissionsGate>
        <CreativeEditorPage key={`creative/${parsed}/${campaign}`} routeTempId={null} creative={parsed} campaign={campaign} />
      </SubmissionsGate>
    </PageLoading>
  );
}

/**
 * /product-pitch/confirmation/{campaign}: visitors log in or register there (in the modal); while submissions are off
 * it is the submissions-down page, as the server refuses its signup and activation then.
 */
function ConfirmationRoute() {
  const campaign = parseId(useParams().campaign);
  const authStatus = useAuthStatus();
  if (campaign === null) return <NotFoundRoute />;
  return (
    <PageLoading>
      <SubmissionsGate>
        <ConfirmationPage key={campaign} campaign={campaign} authStatus={authStatus} />
      </SubmissionsGate>
    </PageLoading>
  );
}

/**
 * /product-pitch/payment/x10{campaign}: for logged-in users only (spec section 6); a visitor goes to /login/ with the
 * way back in `next`. Without the x10 prefix or with a bad id, there is no such page.
 */
function PaymentRoute() {
  const campaign = parsePaymentCampaign(useParams().campaign);
  if (campaign === null) return <NotFoundRoute />;
  return <SignedIn>{() => <PaymentPage key={campaign} campaign={campaign} />}</SignedIn>;
}

/**
 * The advertiser funnel of spec sections 2 and 4: the creative editor, the confirmation and the payment page (the
 * landing, /product-pitch, is in the main bundle; /ssna/ is sent there by the site's redirects in the root layout).
 */
export const advertisingFunnelRoutes: RouteObject[] = [
  { path: '/product-pitch/create/:tempId/:creative', element: <CreateRoute /> },
  { path: '/product-pitch/creative/:creative', element: <CreativeRoute /> },
  { path: '/product-pitch/creative/:creative/edit', element: <CreativeRoute /> },
  { path: '/product-pitch/confirmation/:campaign', element: <ConfirmationRoute /> },
  { path: '/product-pitch/payment/:campaign', element: <PaymentRoute /> },
];
