// The field names of every admin-ajax action the islands call, as values: the PHP side declares the same actions
// with their fields (Yomu\Core\Http\Ajax\Registrar::describe()), and tests/integration/ajax-contract.test.ts fails
// when the two differ. The types below make tsc fail when this list and the request types in actions.ts differ,
// so the request types, this list and the PHP declarations are kept in step.
import type { ActionName, AjaxActions, HtmlActionName, HtmlActions } from './actions';

type Requests = { [A in ActionName]: AjaxActions[A]['request'] } & { [A in HtmlActionName]: HtmlActions[A]['request'] };

/** A form key's field name: `settings[mode]` and `yomu_images[]` are the fields settings and yomu_images. */
type FieldName<K> = K extends `${infer Base}[${string}` ? Base : K;
/** The keys a type names (an index signature such as the captcha answer's names none). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] } & string;
type Fields<A extends keyof Requests> = FieldName<NamedKeys<Requests[A]>>;

/** Field names by action (form keys without their `[…]`). */
export const actionFields = {
  wp_manga_signin: ['login', 'pass', 'rememberme', 'nonce', 'cf-turnstile-response', 'yomu-test-captcha-response'],
  wp_manga_signup: ['user_login', 'user_email', 'user_pass', 'nonce', 'cf-turnstile-response', 'yomu-test-captcha-response'],
  wp_manga_reset: ['user', 'nonce', 'cf-turnstile-response', 'yomu-test-captcha-response'],
  wp_manga_reset_password: ['user', 'key', 'new_password', 'nonce'],
  'wp-manga-get-user-section': [],
  'manga-remove-history': ['postID', 'nonce'],
  'wp-manga-upload-avatar': ['userAvatar', 'userID', '_wpnonce'],
  'wp-manga-user-bookmark': ['postID', 'chapter', 'page', 'nonce'],
  'wp-manga-delete-bookmark': ['postID', 'isMangaSingle', 'nonce'],
  'wp-manga-delete-multi-bookmark': ['bookmark', 'nonce'],
  'wp-manga-save-rating': ['postID', 'star', 'nonce'],
  yomu_consent_log: ['consent_id', 'consent_action', 'categories'],
  manga_views: ['manga', 'chapter'],
  /** The page field is named by the site's paged var (manga-paged unless changed). */
  chapter_navigate_page: ['postID', 'chapter', 'style', 'manga-paged'],
  'manga-user-history': ['postID', 'chapterSlug', 'paged', 'img_id', 'nonce'],
  yomu_reader_settings: ['nonce', 'settings'],
  'wp-manga-search-manga': ['title'],
  yomu_front_chapter_create: [
    '_yomu_front_nonce', 'chapter_name', 'chapter_name_extend', 'chapter_index', 'volume_id', 'chapter-thumbnail', 'yomu_images', 'yomu_zip', 'yomu_text',
    'yomu_server_name', 'yomu_server_embed', 'yomu_server_position', 'chapter_coin', 'manga_id', 'chapter_kind',
  ],
  yomu_front_chapter_update: [
    '_yomu_front_nonce', 'chapter_name', 'chapter_name_extend', 'chapter_index', 'volume_id', 'chapter-thumbnail', 'yomu_images', 'yomu_zip', 'yomu_text',
    'yomu_server_name', 'yomu_server_embed', 'yomu_server_position', 'chapter_coin', 'chapter_id', 'pages_mode',
    'chapter_warning',
  ],
  yomu_load_more: ['page', 'template', 'vars'],
  madara_load_more: ['page', 'template', 'vars'],
  madara_hover_load_post: ['postid'],
  guest_histories: ['count', 'heading'],
  manga_get_reading_nav: ['manga', 'chapter', 'volume_id', 'style', 'type'],
  wp_manga_buy_chapter: ['chapter', 'nonce'],
  wp_manga_chapter_coin_user_balance: [],
} as const satisfies { [A in keyof Requests]: readonly string[] };

/**
 * Actions no island calls, declared on the PHP side only: Madara 1.6's clients, Madara's archive script, the worker's
 * loopback, Chapter Coin's chapter-editor calls (for owners' scripts; the wp-admin panel saves through its form).
 */
export const serverOnlyActions = [
  'manga_get_chapters', 'wp_manga_archive_loadmore', 'yomu_variants_work', 'wp_manga_chapter_coin_save', 'wp_manga_admin_chapter_modal_get_coin',
] as const;

type Listed = typeof actionFields;
/** Fields a request type names that the list leaves out. */
type Missing = { [A in keyof Requests]: Exclude<Fields<A>, Listed[A][number]> }[keyof Requests];
/** Fields the list names that the request type lacks (a type with an index signature takes any). */
type Extra = { [A in keyof Requests]: string extends keyof Requests[A] ? never : Exclude<Listed[A][number], Fields<A>> }[keyof Requests];
/** Compiles only while the list and the request types name the same fields. */
export const fieldsMatchTypes: [Missing, Extra] extends [never, never] ? true : { missing: Missing; extra: Extra } = true;
