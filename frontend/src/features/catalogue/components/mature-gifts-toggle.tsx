import { useHydrated } from '../../../lib/use-hydrated';
import { setMatureGiftsShown, useMatureGiftsShown } from '../lib/mature-gifts';
import styles from './mature-gifts-toggle.module.css';

/**
 * The footer's "Show mature gifts" switch: the visitor's nsfw cookie (10 years), on or off. The site loads again with
 * the choice, so every list on the page is fetched with it. Off until the page is hydrated: on a page the server
 * rendered, a flip before then would move the switch and do nothing else.
 */
export function MatureGiftsToggle({ onChanged = () => window.location.reload() }: { onChanged?: () => void }) {
  const shown = useMatureGiftsShown();
  const hydrated = useHydrated();
  return (
    <label className={styles.toggle} data-mature-gifts-toggle>
      <input
        type="checkbox"
        role="switch"
        checked={shown}
        disabled={!hydrated}
        onChange={(event) => {
          setMatureGiftsShown(event.target.checked);
          onChanged();
        }}
      />
      <span>Show mature gifts</span>
    </label>
  );
}
