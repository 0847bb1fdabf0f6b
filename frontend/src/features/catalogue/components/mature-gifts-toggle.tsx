import { setMatureGiftsShown, useMatureGiftsShown } from '../lib/mature-gifts';
import styles from './mature-gifts-toggle.module.css';

/**
 * The footer's "Show mature gifts" switch: the visitor's nsfw cookie (10 years), on or off. The site loads again with
 * the choice, so every list on the page is fetched with it.
 */
export function MatureGiftsToggle({ onChanged = () => window.location.reload() }: { onChanged?: () => void }) {
  const shown = useMatureGiftsShown();
  return (
    <label className={styles.toggle} data-mature-gifts-toggle>
      <input
        type="checkbox"
        role="switch"
        checked={shown}
        onChange={(event) => {
          setMatureGiftsShown(event.target.checked);
          onChanged();
        }}
      />
      <span>Show mature gifts</span>
    </label>
  );
}
