// admin-ajax actions of this area: request fields and answers (see actions.ts).

/** What the visitor did on the banner or in the preference centre. */
export type ConsentLogAction = 'accept' | 'reject' | 'custom';

export interface ConsentActions {
  /**
   * Records a consent action in the consent log (Consent\LogEndpoint). Public and without a nonce (a visitor has
   * no session yet); every field is validated and the calls per address are limited.
   */
  yomu_consent_log: {
    request: {
      /** The 32-character consentid of the cookie. */
      consent_id: string;
      consent_action: ConsentLogAction;
      /** "necessary:yes,functional:no,…": every category once, in the cookie's order. */
      categories: string;
    };
    success: { logged: true };
    failure: { message: string };
  };
}
