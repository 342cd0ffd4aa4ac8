// admin-ajax actions of the premium chapters, under Chapter Coin's names, fields and answers (MADARA-SITE.md
// §8.9 "buy ajax", "answers", "balance"); see actions.ts.

/** Every buy answer carries Chapter Coin's status, the message to show and a fresh nonce. */
export interface BuyRefusal {
  status: false;
  /** "You do not have enough coin to buy this chapter" or "Invalid request. Please try again". */
  message: string;
  nonce: string;
}

export interface BuySuccess {
  status: true;
  /** "Thank you. You are now redirected to the chapter". */
  message: string;
  /** The chapter's URL, where the buyer goes next. */
  url: string;
  nonce: string;
}

export interface PremiumActions {
  wp_manga_buy_chapter: {
    /** chapter: the chapter id; nonce: of action wp-manga-coin-nonce. */
    request: { chapter: string; nonce: string };
    success: BuySuccess;
    failure: BuyRefusal;
  };
  wp_manga_chapter_coin_user_balance: {
    request: Record<string, never>;
    success: { coin: number };
    /** A guest: coin 0. */
    failure: { coin: number };
  };
}
