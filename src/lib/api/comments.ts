// Comments post as a normal form to wp-comments-post.php (SPEC §7): no admin-ajax action of their own.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommentsActions {}
