// The admin-ajax contract on both sides: every action the running site declares (Yomu\Core\Http\Ajax\Registrar)
// is one the islands' action map names (src/lib/api/fields.ts) or one no island calls, with the same fields.
// A field added, renamed or dropped on one side only fails here.
import { describe, expect, it } from 'vitest';
import { actionFields, serverOnlyActions } from '../../src/lib/api/fields';
import { fixture } from '../support/fixture';

interface Declared {
  who: string;
  nonce: [string, string] | null;
  fields: Record<string, string>;
}

const declared = (): Record<string, Declared> => fixture('admin_ajax_actions', {});

describe('admin-ajax contract', () => {
  it('the site declares exactly the actions of the TypeScript map and the server-only ones', () => {
    const php = Object.keys(declared()).sort();
    expect(php).toEqual([...Object.keys(actionFields), ...serverOnlyActions].sort());
  });

  it('each action has the same fields on both sides', () => {
    const php = declared();
    const drift = Object.entries(actionFields)
      .map(([action, fields]) => ({ action, php: Object.keys(php[action]?.fields ?? {}).sort(), ts: [...fields].sort() }))
      .filter((side) => JSON.stringify(side.php) !== JSON.stringify(side.ts));
    expect(drift).toEqual([]);
  });

  it('every nonce field is one of the action’s fields', () => {
    for (const [action, { nonce, fields }] of Object.entries(declared())) if (nonce) expect(Object.keys(fields), action).toContain(nonce[0]);
  });
});
