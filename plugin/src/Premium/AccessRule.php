<?php
/**
 * The premium lock as a rule of Access\Policy (filter `yomu_chapter_refusal`): a chapter locked for the current
 * visitor (Locks) is refused with its price.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Access\Decision;
use Yomu\Core\Content\Chapter;

/**
 * The rule.
 */
final class AccessRule {

	/**
	 * Refuses a locked chapter.
	 *
	 * @param mixed    $refusal A refusal another rule made, or null.
	 * @param \WP_Post $manga   Manga post.
	 * @param Chapter  $chapter Chapter.
	 * @return mixed
	 */
	public static function refuse( $refusal, \WP_Post $manga, Chapter $chapter ) {
		unset( $manga );
		if ( $refusal instanceof Decision || ! Locks::locked( $chapter, get_current_user_id() ) ) {
			return $refusal;
		}
		return Decision::refuse( Decision::PREMIUM, __( 'This chapter is locked! Buy it to read it.', 'yomu-core' ), Prices::of( $chapter ) );
	}
}
