<?php
/**
 * The account page's content: tabs, the bookmarks table and the reading history.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Account;

use Yomu\Core\Access\Policy;
use Yomu\Core\Bookmarks\Actions as BookmarkActions;
use Yomu\Core\Bookmarks\Store;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Routing\Urls;

/**
 * Server-rendered and usable without JavaScript: the forms post to admin-post.php.
 */
final class LibraryView {

	/**
	 * The whole account area for the current user (a sign-in link for guests).
	 */
	public static function render(): string {
		$user = get_current_user_id();
		if ( ! $user ) {
			return '<p class="yomu-account__guest"><a class="btn-active-modal" data-yomu-modal="form-login" href="' . esc_url( wp_login_url( Page::url() ) ) . '">' . esc_html__( 'Sign in to see your bookmarks and reading history.', 'yomu-core' ) . '</a></p>';
		}
		$tab    = Page::current_tab();
		$labels = Page::tabs();
		$html   = '<nav class="yomu-account__tabs" aria-label="' . esc_attr__( 'Account sections', 'yomu-core' ) . '"><ul>';
		foreach ( $labels as $name => $label ) {
			$html .= sprintf(
				'<li><a href="%1$s"%2$s>%3$s</a></li>',
				esc_url( Page::url( $name ) ),
				$name === $tab ? ' aria-current="page" class="active"' : '',
				esc_html( $label )
			);
		}
		$html .= '</ul></nav><div class="yomu-account__panel tab-pane active" id="' . esc_attr( $tab ) . '">';
		if ( 'history' === $tab ) {
			$html .= self::history( $user );
		} elseif ( 'account-settings' === $tab ) {
			/**
			 * Filters extra sections of the account settings tab, after the account form (Alerts adds the new-chapter
			 * e-mail choice). Escaped by whoever builds them.
			 *
			 * @param string $html The sections' HTML.
			 * @param int    $user The user.
			 */
			$html .= self::avatar( $user ) . AccountSettings::form( wp_get_current_user() ) . (string) apply_filters( 'yomu_account_settings_sections', '', $user );
		} elseif ( 'bookmark' === $tab ) {
			$html .= self::bookmarks( $user );
		} else {
			$html .= (string) apply_filters( 'yomu_account_tab_html', '', $tab, $user );
		}
		return $html . '</div>';
	}

	/**
	 * A manga's title and link, or null when the reader may not see it.
	 *
	 * @param int $manga_id The manga.
	 * @return array{0: string, 1: string}|null
	 */
	private static function manga( int $manga_id ): ?array {
		$post = get_post( $manga_id );
		if ( ! $post instanceof \WP_Post || ! Policy::manga( $post )->allowed() ) {
			return null;
		}
		return array( get_the_title( $post ), Urls::manga( $post ) );
	}

	/**
	 * A chapter link, or ''.
	 *
	 * @param int $chapter_id The chapter.
	 */
	private static function chapter_link( int $chapter_id ): string {
		$chapter = $chapter_id ? ChapterRepository::find( $chapter_id ) : null;
		$post    = $chapter ? get_post( $chapter->manga_id ) : null;
		if ( ! $chapter || ! $post ) {
			return '';
		}
		$name = trim( $chapter->name . ' ' . $chapter->name_extend );
		return '<a href="' . esc_url( Urls::chapter( $post, $chapter ) ) . '">' . esc_html( $name ) . '</a>';
	}

	/**
	 * The bookmarks table with check-all and bulk delete.
	 *
	 * @param int $user The user.
	 */
	private static function bookmarks( int $user ): string {
		$rows = '';
		foreach ( array_reverse( Store::all( $user ) ) as $entry ) {
			$manga = self::manga( $entry['id'] );
			if ( ! $manga ) {
				continue;
			}
			/**
			 * Filters the unread part of a bookmark row, after the title: Madara's count badge and unread chapter links
			 * (Alerts\Display); the row is marked `unread` when there is one. Escaped by whoever builds it.
			 *
			 * @param string                                                    $html  '' by default.
			 * @param array{id: int, c: int, p: int, unread_c: array<int, int>} $entry The bookmark.
			 */
			$unread = (string) apply_filters( 'yomu_account_bookmark_unread', '', $entry );
			$rows  .= sprintf(
				'<tr id="manga-item-%1$d"%7$s><td class="check-box"><input type="checkbox" class="bookmark-checkbox" name="bookmark[]" value="%1$d" aria-label="%2$s"></td>'
				. '<td class="bookmark-title"><a href="%3$s">%4$s</a>%8$s</td><td class="bookmark-chapter">%5$s</td>'
				. '<td class="action"><button type="submit" class="wp-manga-delete-bookmark" name="delete_one" value="%1$d" data-post-id="%1$d">%6$s</button></td></tr>',
				$entry['id'],
				/* translators: %s: manga title. */
				esc_attr( sprintf( __( 'Select %s', 'yomu-core' ), $manga[0] ) ),
				esc_url( $manga[1] ),
				esc_html( $manga[0] ),
				self::chapter_link( $entry['c'] ),
				esc_html__( 'Delete', 'yomu-core' ),
				'' === $unread ? '' : ' class="unread"',
				$unread
			);
		}
		if ( '' === $rows ) {
			return '<p class="yomu-account__empty"><span>' . esc_html__( 'You have no bookmarks yet', 'yomu-core' ) . '</span></p>';
		}
		$html  = '<form class="yomu-bookmarks" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		$html .= '<input type="hidden" name="action" value="yomu_bookmark_bulk">' . wp_nonce_field( BookmarkActions::NONCE, '_wpnonce', true, false );
		$html .= '<table class="table list-bookmark"><thead><tr>';
		$html .= '<th class="check-box"><input type="checkbox" id="wp-manga-bookmark-checkall" aria-label="' . esc_attr__( 'Select all', 'yomu-core' ) . '"></th>';
		$html .= '<th>' . esc_html__( 'Manga', 'yomu-core' ) . '</th><th class="bookmark-chapter">' . esc_html__( 'Chapter', 'yomu-core' ) . '</th><th><span class="screen-reader-text">' . esc_html__( 'Actions', 'yomu-core' ) . '</span></th>';
		$html .= '</tr></thead><tbody>' . $rows . '</tbody></table>';
		$html .= '<button type="submit" id="delete-bookmark-manga" class="button">' . esc_html__( 'Delete selected', 'yomu-core' ) . '</button></form>';
		return $html;
	}

	/**
	 * The reading history with a remove button per manga.
	 *
	 * @param int $user The user.
	 */
	private static function history( int $user ): string {
		$items = '';
		foreach ( HistoryList::all( $user ) as $entry ) {
			$manga = self::manga( $entry['id'] );
			if ( ! $manga ) {
				continue;
			}
			$items .= sprintf(
				'<li class="history-item" id="history-item-%1$d"><a class="history-title" href="%2$s">%3$s</a> <span class="history-chapter">%4$s</span>'
				. '<form method="post" action="%5$s" class="history-remove"><input type="hidden" name="action" value="yomu_history_remove"><input type="hidden" name="postID" value="%1$d">%6$s'
				. '<button type="submit" class="remove-manga-history" data-post-id="%1$d" aria-label="%7$s">%8$s</button></form></li>',
				$entry['id'],
				esc_url( $manga[1] ),
				esc_html( $manga[0] ),
				self::chapter_link( $entry['c'] ),
				esc_url( admin_url( 'admin-post.php' ) ),
				'<input type="hidden" name="nonce" value="' . esc_attr( wp_create_nonce( HistoryList::NONCE ) ) . '">',
				/* translators: %s: manga title. */
				esc_attr( sprintf( __( 'Remove %s from history', 'yomu-core' ), $manga[0] ) ),
				esc_html__( 'Remove', 'yomu-core' )
			);
		}
		if ( '' === $items ) {
			return HistoryList::empty_message();
		}
		return '<ul class="yomu-history">' . $items . '</ul>';
	}

	/**
	 * The avatar upload form.
	 *
	 * @param int $user The user.
	 */
	private static function avatar( int $user ): string {
		$html  = '<section class="yomu-avatar"><h2>' . esc_html__( 'Avatar', 'yomu-core' ) . '</h2>';
		$html .= '<div class="c-user-avatar">' . get_avatar( $user, Avatar::SIZE ) . '</div>';
		$html .= '<form id="wp-manga-upload-avatar-form" method="post" enctype="multipart/form-data" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		$html .= '<input type="hidden" name="action" value="yomu_upload_avatar"><input type="hidden" name="userID" value="' . esc_attr( (string) $user ) . '">';
		$html .= wp_nonce_field( Avatar::NONCE, '_wpnonce', true, false );
		$html .= '<p><label for="userAvatar">' . esc_html__( 'Choose an image (JPEG, PNG or GIF, at least 200 × 200 pixels, at most 2 MB)', 'yomu-core' ) . '</label>';
		$html .= '<input type="file" id="userAvatar" name="userAvatar" accept="image/jpeg,image/png,image/gif"></p>';
		$html .= '<p class="file-name" aria-live="polite"></p>';
		$html .= '<button type="submit" id="wp-manga-upload-avatar">' . esc_html__( 'Upload', 'yomu-core' ) . '</button></form></section>';
		return $html;
	}
}
