// admin-ajax actions of the account area (SPEC.md §7 "Accounts", "Bookmarks, history, search and avatar"):
// request fields and answers (see actions.ts).

/** The captcha provider's response field travels with the account calls under the provider's own name. */
type CaptchaAnswer = { [captchaField: string]: string };

/** {is_empty, msg} when a removal left the list empty: msg is the server's HTML message for the tab. */
export interface EmptyListAnswer {
  is_empty: true;
  msg: string;
}

/** The user menu after sign-in, with fresh nonces for the signed-in user (the page's own were a guest's). */
export interface UserSectionAnswer {
  main: string;
  off_canvas?: string;
  nonces?: { bookmark?: string; history?: string; rating?: string };
}

export interface AccountActions {
  wp_manga_signin: {
    request: CaptchaAnswer & { login: string; pass: string; rememberme: string; nonce: string };
    success: { id: number; token?: string };
    /** The message (escaped text). */
    failure: string;
  };
  wp_manga_signup: {
    request: CaptchaAnswer & { user_login: string; user_email: string; user_pass: string; nonce: string };
    success: string;
    failure: string;
  };
  wp_manga_reset: {
    request: CaptchaAnswer & { user: string; nonce: string };
    success: string;
    failure: string;
  };
  wp_manga_reset_password: {
    /** new_password is base64 of the UTF-8 bytes. */
    request: { user: string; key: string; new_password: string; nonce: string };
    success: { message: string };
    failure: { message: string } | string;
  };
  'wp-manga-get-user-section': {
    request: Record<string, never>;
    success: UserSectionAnswer;
    failure: { message: string };
  };
  'manga-remove-history': {
    request: { postID: string; nonce: string };
    success: EmptyListAnswer | null;
    failure: { message: string } | null;
  };
  'wp-manga-upload-avatar': {
    request: { userAvatar: Blob; userID: string; _wpnonce: string };
    /** The new avatar's HTML. */
    success: string;
    failure: { msg?: string } | null;
  };
}
