<?php
/**
 * The one place that answers "may this visitor see this manga, list its chapters, read this chapter, and why
 * not". Every surface asks it: pages, admin-ajax, REST, OPDS, feeds, the offline collector, search suggestions,
 * the chapter list markup. The rules, in order:
 * 1. published, or readable by the signed-in user (drafts and private manga stay hidden: a 404);
 * 2. a password, once the visitor entered it;
 * 3. a chapter not scheduled for later (Content\Schedule\Table), unless the visitor may edit the manga;
 * 4. a chapter's content: the adult confirmation (filter `yomu_hide_chapter_images`, Adult\Gate), then the
 *    rules features add through the filter `yomu_chapter_refusal` (the premium lock: Premium\AccessRule).
 * The chapter's title, number and URL are not content: lists and sitemaps keep them.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Access;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\Schedule\Table;
use Yomu\Core\Content\PostTypes;

/**
 * Decisions for the current visitor.
 */
final class Policy {

	/**
	 * Whether the manga exists for this visitor.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function manga( \WP_Post $manga ): Decision {
		if ( PostTypes::MANGA !== $manga->post_type || ! ( 'publish' === $manga->post_status || current_user_can( 'read_post', $manga->ID ) ) ) {
			return Decision::refuse( Decision::HIDDEN, __( 'Nothing was found with this id.', 'yomu-core' ) );
		}
		return Decision::allow();
	}

	/**
	 * Whether the visitor may see the manga's chapters (its password, if any, was entered).
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function chapters( \WP_Post $manga ): Decision {
		$decision = self::manga( $manga );
		if ( $decision->allowed() && post_password_required( $manga ) ) {
			return Decision::refuse( Decision::PASSWORD, __( 'This manga is password protected. Enter its password on the site first.', 'yomu-core' ) );
		}
		return $decision;
	}

	/**
	 * Whether the visitor may read the chapter's content (page images, text body, video).
	 *
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter of that manga.
	 */
	public static function chapter( \WP_Post $manga, Chapter $chapter ): Decision {
		$decision = self::chapters( $manga );
		if ( ! $decision->allowed() ) {
			return $decision;
		}
		// A scheduled chapter does not exist yet, except for the manga's editors (their preview).
		if ( $chapter->manga_id !== $manga->ID || ( isset( Table::of_manga( $manga->ID )[ $chapter->id ] ) && ! current_user_can( 'edit_post', $manga->ID ) ) ) {
			return Decision::refuse( Decision::HIDDEN, __( 'Nothing was found with this id.', 'yomu-core' ) );
		}
		if ( apply_filters( 'yomu_hide_chapter_images', false, $manga->ID, $chapter ) ) {
			$notice = apply_filters( 'yomu_hidden_chapter_notice', __( 'The content of this chapter is hidden.', 'yomu-core' ), $manga->ID );
			return Decision::refuse( Decision::ADULT, is_string( $notice ) ? $notice : '' );
		}
		$refusal = apply_filters( 'yomu_chapter_refusal', null, $manga, $chapter );
		return $refusal instanceof Decision && ! $refusal->allowed() ? $refusal : Decision::allow();
	}

	/**
	 * Whether the manga may appear in public catalogs (listings, search, OPDS): published, without a password.
	 *
	 * @param \WP_Post $manga Manga post.
	 */
	public static function listed( \WP_Post $manga ): bool {
		return PostTypes::MANGA === $manga->post_type && 'publish' === $manga->post_status && '' === $manga->post_password;
	}
}
