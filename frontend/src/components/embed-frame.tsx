import styles from './embed-frame.module.css';

interface EmbedFrameProps {
  /**
   * Embed code as the server sanitized it (backend common/embeds: one iframe from an allowed provider, over https,
   * sized 100% by 100%, nothing else). Only ever given the server's answer, never what someone typed.
   */
  html: string;
  /** What plays, for assistive technology. */
  label: string;
  className?: string;
}

/** A video or social post's player (unlisted content, a creative's embed) in a 16:9 box its iframe fills. */
export function EmbedFrame({ html, label, className }: EmbedFrameProps) {
  return (
    <div
      className={className ? `${styles.frame} ${className}` : styles.frame}
      role="group"
      aria-label={label}
      data-embed
      // The server's sanitizer is what makes this safe: only its output reaches here (see the prop's comment).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
