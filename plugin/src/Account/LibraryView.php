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
use Yomu\Core\Content\TimeAgo;
use Yomu\Core\Listing\Thumbnail;
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
	 * The manga of a list the reader may see, read in one go, by id.
	 *
	 * @param int[] $manga_ids The list's manga.
	 * @return array<int, \WP_Post>
	 */
	private static function visible_manga( array $manga_ids ): array {
		Thumbnail::prime( $manga_ids );
		ChapterRepository::prime( $manga_ids );
		$visible = array();
		foreach ( $manga_ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof \WP_Post && Policy::manga( $post )->allowed() ) {
				$visible[ $id ] = $post;
			}
		}
		return $visible;
	}

	/**
	 * A list's entries the reader may see, as LibraryTools rows (title, the list's own order, new chapters), with
	 * their manga by id.
	 *
	 * @param array<int, array<string, mixed>> $entries Bookmark or history entries, in the list's own order.
	 * @return array{0: array<int, array<string, mixed>>, 1: array<int, \WP_Post>}
	 */
	private static function rows( array $entries ): array {
		$manga = self::visible_manga( array_map( static fn ( array $entry ): int => (int) $entry['id'], $entries ) );
		$rows  = array();
		foreach ( $entries as $order => $entry ) {
			if ( isset( $manga[ $entry['id'] ] ) ) {
				$rows[] = $entry + array(
					'title'  => get_the_title( $manga[ $entry['id'] ] ),
					'order'  => $order,
					'unread' => self::unread_count( $entry, (int) $entry['id'] ),
				);
			}
		}
		return array( $rows, $manga );
	}

	/**
	 * How many of a bookmark's unread chapters still exist (Madara's list keeps the ids of deleted ones), as the
	 * row's badge counts them.
	 *
	 * @param array<string, mixed> $entry    The entry.
	 * @param int                  $manga_id Its manga.
	 */
	private static function unread_count( array $entry, int $manga_id ): int {
		$unread = $entry['unread_c'] ?? null;
		if ( ! is_array( $unread ) || ! $unread ) {
			return 0;
		}
		$ids = array_map( static fn ( $chapter ): int => $chapter->id, ChapterRepository::reading_order( $manga_id ) );
		return count( array_intersect( array_map( 'intval', $unread ), $ids ) );
	}

	/**
	 * Where the reader stands: the chapter's link (at the page) and the progress line; '' when the manga has no
	 * chapters.
	 *
	 * @param \WP_Post $manga      The manga.
	 * @param int      $chapter_id The entry's chapter (0: none).
	 * @param int      $page       The entry's page.
	 */
	private static function place( \WP_Post $manga, int $chapter_id, int $page ): string {
		$chapter = $chapter_id ? ChapterRepository::find( $chapter_id ) : null;
		$link    = '';
		if ( $chapter && $chapter->manga_id === $manga->ID ) {
			$link = '<a href="' . esc_url( Urls::chapter( $manga, $chapter, '', '', max( 1, $page ) ) ) . '">' . esc_html( trim( $chapter->name . ' ' . $chapter->name_extend ) ) . '</a>';
		}
		return $link . ReadingProgress::html( ReadingProgress::of( $manga->ID, $chapter_id, $page ) );
	}

	/**
	 * The bookmarks table with check-all and bulk delete, under the filter and sort.
	 *
	 * @param int $user The user.
	 */
	private static function bookmarks( int $user ): string {
		list( $list, $manga ) = self::rows( array_reverse( Store::all( $user ) ) );
		if ( ! $list ) {
			return '<p class="yomu-account__empty"><span>' . esc_html__( 'You have no bookmarks yet', 'yomu-core' ) . '</span></p>';
		}
		$asked = LibraryTools::asked( 'bookmark' );
		$list  = LibraryTools::arrange( $list, $asked );
		$rows  = '';
		foreach ( $list as $entry ) {
			$post = $manga[ $entry['id'] ];
			/**
			 * Filters the unread part of a bookmark row, after the title: Madara's count badge and unread chapter links
			 * (Alerts\Display); the row is marked `unread` when there is one. Escaped by whoever builds it.
			 *
			 * @param string                                                    $html  '' by default.
			 * @param array{id: int, c: int, p: int, unread_c: array<int, int>} $entry The bookmark.
			 */
			$unread = (string) apply_filters( 'yomu_account_bookmark_unread', '', array_intersect_key( $entry, array_flip( array( 'id', 'c', 'p', 'unread_c' ) ) ) );
			$rows  .= sprintf(
				'<tr id="manga-item-%1$d" data-order="%9$d"%7$s%11$s><td class="check-box"><input type="checkbox" class="bookmark-checkbox" name="bookmark[]" value="%1$d" aria-label="%2$s"></td>'
				. '<td class="bookmark-title"><span class="bookmark-cover">%10$s</span><a href="%3$s">%4$s</a>%8$s</td><td class="bookmark-chapter">%5$s</td>'
				. '<td class="action"><button type="submit" class="wp-manga-delete-bookmark" name="delete_one" value="%1$d" data-post-id="%1$d">%6$s</button></td></tr>',
				$entry['id'],
				/* translators: %s: manga title. */
				esc_attr( sprintf( __( 'Select %s', 'yomu-core' ), $entry['title'] ) ),
				esc_url( Urls::manga( $post ) ),
				esc_html( $entry['title'] ),
				self::place( $post, $entry['c'], $entry['p'] ),
				esc_html__( 'Delete', 'yomu-core' ),
				'' === $unread ? '' : ' class="unread"',
				$unread,
				$entry['order'],
				Thumbnail::html( $post, '' ),
				$entry['hidden'] ? ' hidden' : ''
			);
		}
		$none  = LibraryTools::none_shown( $list );
		$html  = LibraryTools::form( 'bookmark', $asked ) . ( $none ? LibraryTools::nothing_matches() : '' );
		$html .= '<form class="yomu-bookmarks" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"' . ( $none ? ' hidden' : '' ) . '>';
		$html .= '<input type="hidden" name="action" value="yomu_bookmark_bulk">' . wp_nonce_field( BookmarkActions::NONCE, '_wpnonce', true, false );
		$html .= '<table class="table list-bookmark"><thead><tr>';
		$html .= '<th class="check-box"><input type="checkbox" id="wp-manga-bookmark-checkall" aria-label="' . esc_attr__( 'Select all', 'yomu-core' ) . '"></th>';
		$html .= '<th>' . esc_html__( 'Manga', 'yomu-core' ) . '</th><th class="bookmark-chapter">' . esc_html__( 'Chapter', 'yomu-core' ) . '</th><th><span class="screen-reader-text">' . esc_html__( 'Actions', 'yomu-core' ) . '</span></th>';
		$html .= '</tr></thead><tbody>' . $rows . '</tbody></table>';
		$html .= '<button type="submit" id="delete-bookmark-manga" class="button">' . esc_html__( 'Delete selected', 'yomu-core' ) . '</button></form>';
		return $html;
	}

	/**
	 * The reading history with a remove button per manga, under the filter and sort.
	 *
	 * @param int $user The user.
	 */
	private static function history( int $user ): string {
		list( $list, $manga ) = self::rows( HistoryList::all( $user ) );
		if ( ! $list ) {
			return HistoryList::empty_message();
		}
		$asked = LibraryTools::asked( 'history' );
		$list  = LibraryTools::arrange( $list, $asked );
		$items = '';
		foreach ( $list as $entry ) {
			$post   = $manga[ $entry['id'] ];
			$items .= sprintf(
				'<li class="history-item" id="history-item-%1$d" data-order="%9$d"%12$s><span class="history-cover">%10$s</span><a class="history-title" href="%2$s">%3$s</a> <span class="history-chapter">%4$s</span>%11$s'
				. '<form method="post" action="%5$s" class="history-remove"><input type="hidden" name="action" value="yomu_history_remove"><input type="hidden" name="postID" value="%1$d">%6$s'
				. '<button type="submit" class="remove-manga-history" data-post-id="%1$d" aria-label="%7$s">%8$s</button></form></li>',
				$entry['id'],
				esc_url( Urls::manga( $post ) ),
				esc_html( $entry['title'] ),
				self::place( $post, $entry['c'], $entry['p'] ),
				esc_url( admin_url( 'admin-post.php' ) ),
				'<input type="hidden" name="nonce" value="' . esc_attr( wp_create_nonce( HistoryList::NONCE ) ) . '">',
				/* translators: %s: manga title. */
				esc_attr( sprintf( __( 'Remove %s from history', 'yomu-core' ), $entry['title'] ) ),
				esc_html__( 'Remove', 'yomu-core' ),
				$entry['order'],
				Thumbnail::html( $post, '' ),
				$entry['t'] > 0 ? '<span class="history-time">' . TimeAgo::html( $entry['t'] ) . '</span>' : '',
				$entry['hidden'] ? ' hidden' : ''
			);
		}
		$none = LibraryTools::none_shown( $list );
		return LibraryTools::form( 'history', $asked ) . ( $none ? LibraryTools::nothing_matches() : '' ) . '<ul class="yomu-history"' . ( $none ? ' hidden' : '' ) . '>' . $items . '</ul>';
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
