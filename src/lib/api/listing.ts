// admin-ajax actions of this area: request fields and answers (see actions.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ListingActions {}
