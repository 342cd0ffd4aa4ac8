// The go-to-top button (SPEC §2, §9): shown after half a viewport of scrolling; scrolls to the top in 500 ms.
import { useEffect, useState } from 'react';
import { __ } from '../../lib/i18n';
import { scrollToY } from '../../lib/scroll';
import { followScroll, scrolledFarEnough } from './follow-scroll';

export const SCROLL_DURATION_MS = 500;

export function GoToTop() {
  const [visible, setVisible] = useState(scrolledFarEnough);
  useEffect(() => followScroll(setVisible), []);
  return (
    <button type="button" className={visible ? 'go-to-top is-visible' : 'go-to-top'} aria-label={__('Go to top')} title={__('Go to top')} hidden={!visible} onClick={() => void scrollToY(0, SCROLL_DURATION_MS)}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
