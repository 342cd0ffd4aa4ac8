<?php
/**
 * The "Free from" field of early access (Premium\EarlyAccess) in the chapter panel, through the hook
 * `yomu_admin_chapter_panel` (here in Admin, which may use Premium, not the other way round): the owner picks the
 * date and time, in the site's time zone, from which the chapter is free; empty, the site rule applies. It posts
 * its own admin action, `yomu_chapter_free_from` (added to Actions with `yomu_admin_actions`), so Guard checks the
 * sign-in, the right to edit that manga and the nonce made for it; the date is stored in UTC.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Admin;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Locale\Dates;
use Yomu\Core\Premium\EarlyAccess;
use Yomu\Core\Premium\EarlyAccessTable;

/**
 * The field and its save.
 */
final class EarlyAccessField {

	public const ACTION = 'yomu_chapter_free_from';

	/**
	 * Hooks the field, the action and its admin-post entry points.
	 */
	public static function register(): void {
		ChapterPanelAction::register( self::ACTION, array( self::class, 'render' ), array( self::class, 'save' ) );
	}

	/**
	 * Prints the field and its button in the chapter panel.
	 *
	 * @param mixed $chapter The chapter being edited.
	 */
	public static function render( $chapter ): void {
		if ( ! $chapter instanceof Chapter ) {
			return;
		}
		$form  = Forms::add( self::ACTION, $chapter->manga_id, array( 'chapter_id' => $chapter->id ) );
		$own   = EarlyAccessTable::of_manga( $chapter->manga_id )[ $chapter->id ] ?? null;
		$rule  = EarlyAccess::free_from( $chapter );
		$value = null === $own ? '' : LocalDateTime::value( $own );
		if ( null !== $own ) {
			/* translators: %s: date and time. */
			$note = sprintf( __( 'Premium until %s, free from then on.', 'yomu-core' ), Dates::date_time( $own ) );
		} elseif ( null !== $rule ) {
			/* translators: %s: date and time. */
			$note = sprintf( __( 'Empty: the site rule makes it free from %s.', 'yomu-core' ), Dates::date_time( $rule ) );
		} else {
			$note = __( 'Empty: the chapter keeps its price (no early access).', 'yomu-core' );
		}
		printf(
			'<div class="yomu-grid yomu-early-access"><p><label for="yomu-free-from">%1$s</label><input type="datetime-local" id="yomu-free-from" name="free_from" form="%2$s" value="%3$s" aria-describedby="yomu-free-from-note"> <button type="submit" class="button" form="%2$s">%4$s</button></p><p class="description" id="yomu-free-from-note">%5$s %6$s</p></div>',
			/* translators: %s: time zone name. */
			esc_html( sprintf( __( 'Free from (%s)', 'yomu-core' ), wp_timezone_string() ) ),
			esc_attr( $form ),
			esc_attr( $value ),
			esc_html__( 'Save early access', 'yomu-core' ),
			esc_html__( 'Until this date and time the chapter is premium; from then on it is free for everyone.', 'yomu-core' ),
			esc_html( $note )
		);
	}

	/**
	 * Saves the date of the chapter named in the request (Guard has authorized it).
	 *
	 * @param int                  $manga_id Manga (from Guard).
	 * @param array<string, mixed> $request  Unslashed request fields.
	 * @return string|\WP_Error
	 */
	public static function save( int $manga_id, array $request ) {
		$chapter = ChapterRepository::find( Targets::id( $request['chapter_id'] ?? '' ) );
		if ( ! $chapter || $chapter->manga_id !== $manga_id ) {
			return new \WP_Error( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ) );
		}
		$raw = isset( $request['free_from'] ) && is_string( $request['free_from'] ) ? trim( $request['free_from'] ) : '';
		if ( '' === $raw ) {
			EarlyAccessTable::set( $manga_id, $chapter->id, null ); // Its bump reschedules (Premium\Unlocks).
			return __( 'The chapter follows the site rule for early access.', 'yomu-core' );
		}
		$time = LocalDateTime::parse( $raw );
		if ( null === $time ) {
			return new \WP_Error( 'yomu_bad_date', __( 'Enter the date and time as shown, e.g. 2030-01-31 18:00.', 'yomu-core' ) );
		}
		EarlyAccessTable::set( $manga_id, $chapter->id, $time );
		/* translators: %s: date and time. */
		return sprintf( __( 'The chapter is free from %s.', 'yomu-core' ), Dates::date_time( $time ) );
	}
}
