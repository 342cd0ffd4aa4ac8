<?php
/**
 * Chapter Coin's admin-ajax calls of the chapter editor, under their names and fields (MADARA-SITE.md §8.9):
 * `wp_manga_chapter_coin_save` (chapter_id, manga_id, chapter_coin: empty or absent = the site default) and
 * `wp_manga_admin_chapter_modal_get_coin` (chapter_id → the raw price). Chapter Coin checked nothing, so anyone
 * could reprice any chapter; here both need the nonce NONCE (printed on the wp-admin chapter panel), a member who
 * may edit the manga, and a chapter that belongs to it.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Premium;

use Yomu\Core\Content\Chapter;
use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * The save and get actions.
 */
final class CoinActions {

	public const SAVE  = 'wp_manga_chapter_coin_save';
	public const GET   = 'wp_manga_admin_chapter_modal_get_coin';
	public const NONCE = 'yomu-chapter-coin';

	/**
	 * Hooks the actions.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'actions' ) );
	}

	/**
	 * The declarations: members with a nonce and edit_posts; the handlers check the manga itself.
	 *
	 * @return Action[]
	 */
	public static function actions(): array {
		$guest = static fn (): Answer => Answer::error( array( 'message' => __( 'You must be signed in to manage chapters.', 'yomu-core' ) ), 403 );
		return array(
			( new Action( self::SAVE, array( self::class, 'save' ) ) )
				->nonce( 'nonce', self::NONCE )
				->for( Action::MEMBERS, $guest )
				->capability( 'edit_posts', static fn (): Answer => self::forbidden() )
				->fields(
					array(
						'chapter_id'     => Input::RAW,
						'manga_id'       => Input::RAW,
						PriceField::NAME => Input::RAW,
					)
				),
			( new Action( self::GET, array( self::class, 'get' ) ) )
				->nonce( 'nonce', self::NONCE )
				->for( Action::MEMBERS, $guest )
				->capability( 'edit_posts', static fn (): Answer => self::forbidden() )
				->fields( array( 'chapter_id' => Input::RAW ) ),
		);
	}

	/**
	 * Saves one chapter's price.
	 *
	 * @param Input $input chapter_id, manga_id, chapter_coin.
	 * @return Answer|\WP_Error
	 */
	public static function save( Input $input ) {
		$chapter = self::chapter( $input->text( 'chapter_id' ), $input->text( 'manga_id' ) );
		if ( $chapter instanceof \WP_Error ) {
			return $chapter;
		}
		$raw = PriceField::parse( $input->text( PriceField::NAME ) );
		if ( is_wp_error( $raw ) ) {
			return $raw;
		}
		PriceField::save( $chapter->manga_id, array( $chapter->id ), $raw );
		return Answer::success( array( 'coin' => $raw ) );
	}

	/**
	 * One chapter's raw price (-1: the site default).
	 *
	 * @param Input $input chapter_id.
	 * @return Answer|\WP_Error
	 */
	public static function get( Input $input ) {
		$chapter = self::chapter( $input->text( 'chapter_id' ), null );
		return $chapter instanceof \WP_Error ? $chapter : Answer::success( Prices::own( $chapter ) );
	}

	/**
	 * The chapter, when it exists, belongs to the named manga (when one is named) and the member may edit that
	 * manga. A member who may not edit every manga gets the same refusal for a missing chapter and for someone
	 * else's, so IDs cannot be probed.
	 *
	 * @param string      $chapter_id Submitted chapter ID.
	 * @param string|null $manga_id   Submitted manga ID (null: not asked for).
	 * @return Chapter|\WP_Error
	 */
	private static function chapter( string $chapter_id, ?string $manga_id ) {
		$chapter = ctype_digit( $chapter_id ) && strlen( $chapter_id ) <= 18 ? ChapterRepository::find( (int) $chapter_id ) : null;
		if ( null === $chapter || ! current_user_can( 'edit_post', $chapter->manga_id ) ) {
			return current_user_can( 'edit_others_posts' ) && null === $chapter
				? new \WP_Error( 'yomu_not_found', __( 'This chapter does not exist.', 'yomu-core' ), array( 'status' => 404 ) )
				: new \WP_Error( 'yomu_forbidden', __( 'You are not allowed to edit this manga.', 'yomu-core' ), array( 'status' => 403 ) );
		}
		if ( null !== $manga_id && (string) $chapter->manga_id !== $manga_id ) {
			return new \WP_Error( 'yomu_foreign_chapter', __( 'This chapter does not belong to this manga.', 'yomu-core' ), array( 'status' => 400 ) );
		}
		return $chapter;
	}

	/**
	 * The refusal of a member who may not edit manga.
	 */
	private static function forbidden(): Answer {
		return Answer::error( array( 'message' => __( 'You are not allowed to edit this manga.', 'yomu-core' ) ), 403 );
	}
}
