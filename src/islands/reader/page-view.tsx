// The reading area: click zones and page images (paged, list, long strip), or the server's own chapter body.
// The images the server sent are kept, not re-created: the first one has usually painted before React starts.
// A page turn mounts only the new page's images; every other image keeps its element and is not rendered again.
import { type CSSProperties, memo, type MouseEvent, type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import { __, sprintf } from '../../lib/i18n';
import type { Content, PageImage } from '../../lib/reader/model';
import type { ReaderState } from '../../lib/reader/reducer';
import { NO_NODES, useAdoptedNodes } from '../../lib/islands/adopt';
import { imageKey, type ServerContent } from './server-markup';

type Origin = [number, number];

const originOf = (origin: Origin) => `${origin[0]}% ${origin[1]}%`;

const Page = memo(function Page({ image, node, zoom }: { image: PageImage; node: HTMLImageElement | null; zoom: Origin | null }) {
  const box = useRef<HTMLDivElement>(null);
  const nodes = useMemo(() => (node ? [node] : NO_NODES), [node]);
  useAdoptedNodes(box, nodes);
  useLayoutEffect(() => {
    if (!node || !zoom) return;
    node.classList.add('is-zoomed');
    node.style.transformOrigin = originOf(zoom);
    return () => {
      node.classList.remove('is-zoomed');
      node.style.removeProperty('transform-origin');
    };
  }, [node, zoom]);
  if (node) return <div className="page-break no-gaps" ref={box} />;
  return (
    <div className="page-break no-gaps" style={image.boxed ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}>
      <img
        id={`image-${image.index}`}
        className={zoom ? 'wp-manga-chapter-img is-zoomed' : 'wp-manga-chapter-img'}
        src={image.url}
        alt={image.alt ?? sprintf(__('Page %1$d of %2$d'), image.index + 1, image.total)}
        width={image.width || undefined}
        height={image.height || undefined}
        decoding="async"
        fetchPriority={image.priority ? 'high' : undefined}
        loading={image.lazy ? 'lazy' : undefined}
        data-image-paged={image.index + 1}
        style={zoom ? { transformOrigin: originOf(zoom) } : undefined}
      />
    </div>
  );
});

interface PageViewProps {
  content: Content;
  loading: boolean;
  zoom: ReaderState['zoom'];
  fontStyle: CSSProperties | undefined;
  server: ServerContent;
  contentRef: RefObject<HTMLDivElement | null>;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
}

export const PageView = memo(function PageView({ content, loading, zoom, fontStyle, server, contentRef, onClick }: PageViewProps) {
  // The server body lives in the reading area itself, not in an element of its own.
  useAdoptedNodes(contentRef, content.kind === 'server' ? server.body : NO_NODES);
  return (
    <div className="read-container">
      <div className={zoom ? 'reading-content has-zoom' : 'reading-content'} style={fontStyle} ref={contentRef} onClick={onClick}>
        {loading && <div className="reader-spinner" role="progressbar" aria-label={__('Loading…')} />}
        {content.kind === 'pages' && content.zones.prev && <a className="page-link page-prev-link" href={content.zones.prev} tabIndex={-1} aria-hidden="true" />}
        {content.kind === 'pages' && content.zones.next && <a className="page-link page-next-link" href={content.zones.next} tabIndex={-1} aria-hidden="true" />}
        {content.kind === 'pages' &&
          content.images.map((image) => (
            <Page key={imageKey(image)} image={image} node={server.images.get(imageKey(image)) ?? null} zoom={zoom?.index === image.index ? zoom.origin : null} />
          ))}
        {content.kind === 'error' && (
          <p className="reader-error" role="alert">
            {content.message}
          </p>
        )}
      </div>
    </div>
  );
});
