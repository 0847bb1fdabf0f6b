import styles from './wishlist-modal.module.css';

/** The post or sponsored item a modal is about, small: its image and title. */
export function SaveSubject({ title, image }: { title: string; image: string | null }) {
  return (
    <div className={styles.subject}>
      {image ? <img className={styles.subjectImage} src={image} alt="" /> : <span className={styles.subjectImage} aria-hidden="true" />}
      <p className={styles.subjectTitle}>{title}</p>
    </div>
  );
}
