// One chapter row and one volume group, in Madara's markup (MADARA.md §3.2); the volume name becomes a toggle.
import type { Chapter, Volume } from './list-data';

export function ChapterItem({ chapter }: { chapter: Chapter }) {
  // The HTML comes from the page itself or from a DOMPurify-sanitized answer (list-data.ts).
  return <li className={chapter.className} dangerouslySetInnerHTML={{ __html: chapter.html }} />;
}

interface VolumeProps {
  volume: Volume;
  id: string;
  open: boolean;
  onToggle: (key: string) => void;
}

export function VolumeItem({ volume, id, open, onToggle }: VolumeProps) {
  return (
    <li className={open ? 'parent has-child active' : 'parent has-child'}>
      <button type="button" className="has-child volume-toggle" aria-expanded={open} aria-controls={id} onClick={() => onToggle(volume.key)}>
        {volume.name}
      </button>
      <ul className="sub-chap list-chap" id={id} hidden={!open}>
        <li>
          <ul className="sub-chap-list">
            {volume.chapters.map((chapter) => (
              <ChapterItem key={chapter.key} chapter={chapter} />
            ))}
          </ul>
        </li>
      </ul>
    </li>
  );
}
