/**
 * An email's HTML in a frame that may run nothing: `sandbox` with no permissions (no script, no forms,
 * an origin of its own), and the document comes with its own policy from the server.
 */
export function EmailFrame({ src, title }: { src: string; title: string }) {
  return <iframe className="email-frame" src={src} title={title} sandbox="" loading="lazy" />;
}

/** The plain-text alternative, as a mail program without HTML shows it. */
export function EmailText({ text, label }: { text: string; label: string }) {
  return (
    <section className="email-text" aria-label={label}>
      <h3 className="email-text__title">Plain text</h3>
      <pre className="email-text__body">{text}</pre>
    </section>
  );
}
