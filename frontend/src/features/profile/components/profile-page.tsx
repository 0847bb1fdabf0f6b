import { LoadFailed } from '../../../components/load-failed';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProfile } from '../api/get-profile';
import { DeleteAccountSection } from './delete-account-section';
import { DetailsForm } from './details-form';
import { PortraitSection } from './portrait-section';
import styles from './profile-page.module.css';

interface ProfilePageProps {
  userId: number;
  /** After a change others see (name, portrait): the app refreshes who is logged in, so the masthead follows. */
  onAccountChanged: () => void;
  /**
   * Called as the account's deletion is sent: the app stops reacting to the login session ending (another tab's
   * logout would send this page to log in) until the page reloads. Returns the release, for a deletion that failed.
   */
  holdLoginWatch?: () => () => void;
}

/** /profile/ (spec section 2): the portrait, the details and the way to delete the account, for the logged-in user. */
export function ProfilePage({ userId, onAccountChanged, holdLoginWatch }: ProfilePageProps) {
  useDocumentTitle('Your profile');
  const profile = useProfile(userId);
  // The changes' hooks have put the new profile in the cache already.
  const saved = () => onAccountChanged();

  return (
    <div className="page-container">
      <div className="page-frame">
        <header>
          <p className="page-eyebrow">Emberhold Gifts</p>
          <h1 className="page-heading">Your profile</h1>
          {profile.data && <p className="page-intro">Logged in as {profile.data.username}. Change how you appear and how we reach you.</p>}
        </header>
        {profile.isPending ? (
          <div className={styles.loading} aria-busy="true" aria-label="Loading your profile" />
        ) : profile.isError ? (
          <LoadFailed title="Your profile could not be loaded" retry={profile.refetch} />
        ) : (
          <>
            <div className={styles.grid}>
              <PortraitSection profile={profile.data} onSaved={saved} />
              <div className="panel">
                <DetailsForm profile={profile.data} onSaved={saved} />
              </div>
            </div>
            <DeleteAccountSection holdLoginWatch={holdLoginWatch} />
          </>
        )}
      </div>
    </div>
  );
}
