// The preference-centre description, cut at 300 characters (150 on narrow screens) with a Show more toggle.
import { useEffect, useState } from 'react';
import { __ } from '../../lib/i18n';
import { cut, descriptionLimit } from './truncate';

export function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const [width, setWidth] = useState(() => window.innerWidth);

  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, []);

  const limit = descriptionLimit(width);
  const long = text.length > limit;
  return (
    <p className="yomu-consent-centre__description">
      <span>{expanded || !long ? text : cut(text, limit)}</span>{' '}
      <button type="button" className="yomu-consent-centre__more" hidden={!long} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? __('Show less') : __('Show more')}
      </button>
    </p>
  );
}
