// The import's admin-ajax calls for one manga, through the typed client: an answer's data, a refusal as an Error with
// the server's message, and no answer at all (the connection dropped) as Dropped, which the caller may retry.
import { __ } from '../../../lib/i18n';
import { postAction, RequestError } from '../../../lib/api/client';
import type { ImportActions } from '../../../lib/api/import';

/** No answer, or not one of the server's: the request may be sent again. */
export class Dropped extends Error {}

type Name = keyof ImportActions;
type Extra<A extends Name> = Omit<ImportActions[A]['request'], 'manga_id' | '_ajax_nonce'>;

export type ImportCall = <A extends Name>(action: A, fields: Extra<A>) => Promise<ImportActions[A]['success']>;

/** Calls for the manga the nonce was made for. */
export function importCalls(manga: number, nonce: string): ImportCall {
  return async (action, fields) => {
    let answer;
    try {
      answer = await postAction<ImportActions[typeof action]['success'], ImportActions[typeof action]['failure']>(action, { ...fields, manga_id: String(manga), _ajax_nonce: nonce });
    } catch (error) {
      if (error instanceof RequestError) throw new Dropped(error.message);
      throw error;
    }
    if (!answer.success) throw new Error(answer.data?.message || __('The server did not accept the request.'));
    return answer.data;
  };
}

/** Milliseconds, as a promise. */
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the rest of the file from where the server's copy ends, chunk by chunk; a dropped chunk is sent again up to
 * `retries` times, a second apart and then longer. Resolves with the session once the server has the whole file.
 */
export async function sendRest(
  call: ImportCall,
  file: Blob,
  session: ImportActions['yomu_import_chunk']['success'],
  chunkSize: number,
  on: { progress: (received: number) => void; retry: () => void },
  retries = 3,
): Promise<ImportActions['yomu_import_chunk']['success']> {
  let current = session;
  while (current.received < current.size) {
    on.progress(current.received);
    const chunk = file.slice(current.received, Math.min(current.size, current.received + chunkSize));
    for (let tries = 0; ; tries++) {
      try {
        current = await call('yomu_import_chunk', { id: current.id, offset: String(current.received), chunk });
        break;
      } catch (error) {
        if (!(error instanceof Dropped) || tries >= retries) throw error;
        on.retry();
        await wait(1000 * (tries + 1));
      }
    }
  }
  on.progress(current.received);
  return current;
}
