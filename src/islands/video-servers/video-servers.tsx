// The server choice of a video chapter (plugin Reader\VideoPlayer). The server sends the chosen server's player
// and, without JavaScript, links (?server=N); this island turns the links into toggle buttons (aria-pressed, in a
// labelled group) that swap the player in place and remember the choice for the manga in a cookie the server
// reads, so the next chapter and a reload are sent with that server's player.
import { useEffect, useRef, useState } from 'react';
import { useAdoptedNodes } from '../../lib/islands/adopt';
import { __ } from '../../lib/i18n';
import { CONSENT_SCAN_EVENT } from '../consent/state';
import { rememberServer, type VideoServer } from './servers';

interface Props {
  servers: VideoServer[];
  initial: number;
  cookie: string;
  cookiePath: string;
  /** The server's player (the consent placeholder or the iframe), adopted so it does not load twice. */
  player: readonly Node[];
}

/** The server's own player, moved into the React tree. */
function ServerPlayer({ nodes }: { nodes: readonly Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedNodes(ref, nodes);
  return <div className="chapter-video__player" ref={ref} />;
}

export function VideoServers({ servers, initial, cookie, cookiePath, player }: Props) {
  const [selected, setSelected] = useState(initial);
  const [switched, setSwitched] = useState(false);

  useEffect(() => {
    // A new player arrives held back like the server's (data-src): the consent island lets it load when the
    // visitor allowed its category.
    if (switched) document.dispatchEvent(new CustomEvent(CONSENT_SCAN_EVENT));
  }, [switched, selected]);

  const choose = (index: number) => {
    if (index === selected) return;
    setSelected(index);
    setSwitched(true);
    rememberServer(cookie, cookiePath, index);
  };

  return (
    <>
      <div className="chapter-video__servers" role="group" aria-label={__('Video server')}>
        {servers.map((server, index) => (
          <button key={index} type="button" className="chapter-video__server" aria-pressed={index === selected} onClick={() => choose(index)}>
            {server.name}
          </button>
        ))}
      </div>
      {switched ? (
        // The HTML comes from the page's own props, built and sanitized by the server (VideoEmbed), not from ajax.
        <div key={selected} className="chapter-video__player" dangerouslySetInnerHTML={{ __html: servers[selected].html }} />
      ) : (
        <ServerPlayer nodes={player} />
      )}
    </>
  );
}
