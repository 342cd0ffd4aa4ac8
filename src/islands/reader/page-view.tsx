// The reading area: click zones and page images (paged, list, long strip), or the server's own chapter body.
// The images the server sent are kept, not re-created: the first one has usually painted before React starts.
// A page turn mounts only the new page's images; every other image keeps its element and is not rendered again.
// A page with variants is a <picture> whose sources carry the sizes of the current layout.
import { type CSSProperties, memo, type MouseEvent, type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import { __, sprintf } from '../../lib/i18n';
import type { Content, PageImage } from '../../lib/reader/model';
import { pageSizes, type Layout } from '../../lib/reader/picture';
import type { ReaderState } from '../../lib/reader/reducer';
import { NO_NODES, useAdoptedNodes } from '../../lib/islands/adopt';
import { type AroundContent, imageKey, type ServerContent } from './server-markup';

type Origin = [number, number];

const originOf = (origin: Origin) => `${origin[0]}% ${origin[1]}%`;

/** The <img> of an adopted server node (its <picture>, or the bare <img>). */
const imgOf = (node: HTMLElement) => (node instanceof HTMLImageElement ? node : node.querySelector('img'));

interface PageProps {
  image: PageImage;
  node: HTMLElement | null;
  zoom: Origin | null;
  /** The sizes attribute for this page in the current layout. */
  sizes: string;
}

const Page = memo(function Page({ image, node, zoom, sizes }: PageProps) {
  const box = useRef<HTMLDivElement>(null);
  const img = useRef<HTMLImageElement>(null);
  const nodes = useMemo(() => (node ? [node] : NO_NODES), [node]);
  useAdoptedNodes(box, nodes);
  useLayoutEffect(() => {
    const adopted = node && imgOf(node);
    if (!adopted || !zoom) return;
    adopted.classList.add('is-zoomed');
    adopted.style.transformOrigin = originOf(zoom);
    return () => {
      adopted.classList.remove('is-zoomed');
      adopted.style.removeProperty('transform-origin');
    };
  }, [node, zoom]);
  // The server's sources follow a change of fit or full width too.
  useLayoutEffect(() => {
    node?.querySelectorAll('source[type]').forEach((source) => source.setAttribute('sizes', sizes));
  }, [node, sizes]);
  // The src is set once the <img> sits in its <picture> with the sources: set earlier, the browser could start
  // fetching the original before it sees them.
  useLayoutEffect(() => {
    if (img.current && img.current.getAttribute('src') !== image.url) img.current.setAttribute('src', image.url);
  }, [image.url]);
  // A wide (landscape) page takes a whole spread.
  const boxClass = image.width > image.height && image.height > 0 ? 'page-break no-gaps is-wide' : 'page-break no-gaps';
  if (node) return <div className={boxClass} ref={box} />;
  const element = (
    <img
      ref={img}
      id={`image-${image.index}`}
      className={zoom ? 'wp-manga-chapter-img is-zoomed' : 'wp-manga-chapter-img'}
      src={image.sources.length ? undefined : image.url}
      alt={image.alt ?? sprintf(__('Page %1$d of %2$d'), image.index + 1, image.total)}
      width={image.width || undefined}
      height={image.height || undefined}
      decoding="async"
      fetchPriority={image.priority ? 'high' : undefined}
      loading={image.lazy ? 'lazy' : undefined}
      data-image-paged={image.index + 1}
      style={zoom ? { transformOrigin: originOf(zoom) } : undefined}
    />
  );
  return (
    <div className={boxClass} style={image.boxed ? { aspectRatio: `${image.width} / ${image.height}` } : undefined}>
      {image.sources.length ? (
        <picture>
          {image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
          ))}
          {element}
        </picture>
      ) : (
        element
      )}
    </div>
  );
});

interface PageViewProps {
  content: Content;
  layout: Layout;
  loading: boolean;
  zoom: ReaderState['zoom'];
  fontStyle: CSSProperties | undefined;
  server: ServerContent;
  contentRef: RefObject<HTMLDivElement | null>;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
  /** Shown before the reading area (the content warning). */
  before?: ReactNode;
  /** The server's nodes around the reading area (ad slots), moved in once and never rendered again. */
  around?: AroundContent;
}

/** A box (display: contents) that holds server nodes; React never renders inside it. */
const Kept = memo(function Kept({ nodes, className }: { nodes: readonly Node[]; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  useAdoptedNodes(box, nodes);
  return nodes.length ? <div className={className} ref={box} /> : null;
});

export const PageView = memo(function PageView({ content, layout, loading, zoom, fontStyle, server, contentRef, onClick, before, around }: PageViewProps) {
  // The server body lives in the reading area itself, not in an element of its own.
  useAdoptedNodes(contentRef, content.kind === 'server' ? server.body : NO_NODES);
  return (
    <div className="read-container">
      <Kept nodes={around?.before ?? NO_NODES} className="read-container__kept" />
      {before}
      <div className={['reading-content', zoom && 'has-zoom', layout.spread && 'is-spread'].filter(Boolean).join(' ')} style={fontStyle} ref={contentRef} onClick={onClick}>
        {loading && <div className="reader-spinner" role="progressbar" aria-label={__('Loading…')} />}
        {content.kind === 'pages' && content.zones.prev && <a className="page-link page-prev-link" href={content.zones.prev} tabIndex={-1} aria-hidden="true" />}
        {content.kind === 'pages' && content.zones.next && <a className="page-link page-next-link" href={content.zones.next} tabIndex={-1} aria-hidden="true" />}
        {content.kind === 'pages' &&
          content.images.map((image) => (
            <Page
              key={imageKey(image)}
              image={image}
              node={server.images.get(imageKey(image)) ?? null}
              zoom={zoom?.index === image.index ? zoom.origin : null}
              sizes={pageSizes(layout, image.width, image.height)}
            />
          ))}
        {content.kind === 'error' && (
          <p className="reader-error" role="alert">
            {content.message}
          </p>
        )}
      </div>
      <Kept nodes={around?.after ?? NO_NODES} className="read-container__kept" />
    </div>
  );
});
