import { toPlainText } from '../lib/text';

/** Editor HTML shown as plain paragraphs: no markup from the content reaches the page. */
export function PlainTextParagraphs({ html }: { html: string }) {
  return (
    <>
      {toPlainText(html)
        .split('\n')
        .filter(Boolean)
        .map((text, i) => (
          <p key={i}>{text}</p>
        ))}
    </>
  );
}
