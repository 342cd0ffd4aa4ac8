// wp-manga-save-rating (MADARA.md §3.1, plugin Ratings\SaveAction): request fields and answers (see actions.ts).

/** code invalid_nonce, invalid_manga, invalid_star, invalid_client. A guest the site does not let vote gets body `0` (no JSON). */
export interface RatingFailure {
  code?: string;
  message?: string;
}

export interface RatingActions {
  'wp-manga-save-rating': {
    request: { postID: string; star: number; nonce: string };
    /**
     * rating_html: Madara's markup (`.post-total-rating[data-average][data-votes]` with `span.score`, `.user-rating`,
     * `input.rating-post-id`); text: "Average X / 5 out of N total votes." in the site's language.
     */
    success: { rating_html: string; text: string };
    failure: RatingFailure;
  };
}
