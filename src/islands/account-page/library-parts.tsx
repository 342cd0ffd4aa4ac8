// What a library row shows besides its title: the small cover and where the reader stands.
import type { Cover, Progress } from './read-page';

/** The server's cover again (decorative: the title is beside it), or the same empty box the server draws. */
export function CoverImage({ cover }: { cover: Cover | null }) {
  if (!cover) return <span className="manga-card__no-cover" aria-hidden="true" />;
  return (
    <img
      className="img-responsive"
      src={cover.src}
      srcSet={cover.srcSet || undefined}
      sizes={cover.sizes || undefined}
      width={cover.width || undefined}
      height={cover.height || undefined}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

/** "Chapter 12 / 40, page 5" and its bar (hidden from screen readers: the sentence says it). */
export function ProgressLine({ progress }: { progress: Progress }) {
  return (
    <span className="yomu-progress" data-position={progress.position} data-total={progress.total}>
      <span className="yomu-progress__text">{progress.text}</span>
      <progress className="yomu-progress__bar" max={progress.total} value={progress.position} aria-hidden="true" />
    </span>
  );
}
