<?php
/**
 * The admin-ajax action `chapter_navigate_page` (GET as Madara sends it, or POST, MADARA §3.1): the reading content and navigation bar of another page,
 * for in-place paging. Only chapters of manga the visitor may read; style is only paged or list.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Core\Access\Policy;
use Yomu\Core\Ads\Placement;
use Yomu\Core\Ads\Slots;
use Yomu\Core\Content\MetaKeys;
use Yomu\Core\Content\Settings;
use Yomu\Core\Http\Ajax\Action;
use Yomu\Core\Http\Ajax\Answer;
use Yomu\Core\Http\Ajax\Input;
use Yomu\Core\Http\Ajax\Registrar;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\Request;

/**
 * {success:true, data:{message:'', data:{content, nav}}} or {success:false, data:{message}}; `content` is div.reading-content
 * between the reading page's before and after content ads, as Madara's. Yomu adds the title, page
 * numbers, chapter, the chapter's content warning (Warning::answer_fields) and, with preloading, the image list.
 */
final class NavigateAction {

	public const ACTION = 'chapter_navigate_page';

	/**
	 * Registers the action for guests and users.
	 */
	public static function register(): void {
		Registrar::declare( array( self::class, 'action' ) );
	}

	/**
	 * The declaration: everyone, no nonce (public, read-only, published content only). Madara's clients send GET;
	 * Yomu's own client POSTs the same fields. The page field is named by the site's paged var.
	 */
	public static function action(): Action {
		return ( new Action( self::ACTION, array( self::class, 'answer' ) ) )
			->query_too()
			->fields(
				array(
					'postID'              => Input::RAW,
					'chapter'             => Input::RAW,
					'style'               => Input::RAW,
					Settings::paged_var() => Input::RAW,
				)
			);
	}

	/**
	 * Builds the answer.
	 *
	 * @param Input $input The request fields.
	 */
	public static function answer( Input $input ): Answer {
		$pv = Settings::paged_var();
		if ( empty( $input->text( 'postID' ) ) ) {
			return self::error( __( 'Missing post ID', 'yomu-core' ) );
		}
		if ( empty( $input->text( $pv ) ) ) {
			return self::error( __( 'Missing Query Page', 'yomu-core' ) );
		}
		if ( empty( $input->text( 'chapter' ) ) ) {
			return self::error( __( 'Missing Chapter param', 'yomu-core' ) );
		}
		$manga   = Access::manga( $input->text( 'postID' ) );
		$chapter = $manga ? Access::chapter( $manga, $input->text( 'chapter' ) ) : null;
		$page    = Access::id( $input->text( $pv ) );
		if ( ! $manga || ! $chapter || $page < 1 ) {
			return self::error( __( 'Chapter not found', 'yomu-core' ), 404 );
		}
		$access = Policy::chapter( $manga, $chapter );
		if ( ! $access->allowed() ) {
			return self::error( $access->message, 403 );
		}
		$style = Reading::valid_style( $input->text( 'style' ) );
		$style = '' !== $style ? $style : 'paged';
		if ( 'manga' !== MetaKeys::chapter_type( $manga->ID ) || 'list' === $style ) {
			$page = 1 === $page ? 1 : 0;
		}
		$reading = new Request( $manga, $chapter, max( 1, $page ), $style, $style );
		if ( $page < 1 || $page > $reading->page_count() ) {
			return self::error( __( 'Chapter not found', 'yomu-core' ), 404 );
		}
		return Answer::success(
			array(
				'message' => '',
				'data'    => array(
					'content'   => Placement::reader( Slots::BEFORE_CONTENT, $reading ) . '<div class="reading-content">' . Content::render( $reading ) . '</div>' . Placement::reader( Slots::AFTER_CONTENT, $reading ),
					'nav'       => NavBar::render( $reading, 'header' ),
					'title'     => $chapter->title(),
					'page'      => $reading->page,
					'pages'     => $reading->page_count(),
					'chapter'   => $chapter->slug,
					'chapterId' => $chapter->id,
				) + Warning::answer_fields( $reading ) + self::preload( $reading ),
			)
		);
	}

	/**
	 * Yomu's additions when preloading is on: the chapter's image list, sizes and variants, the images per page,
	 * where its edges lead and the next chapter's first image (with its size and variants), so the script pages
	 * the new chapter in place too.
	 *
	 * @param Request $reading The page answered.
	 * @return array<string, mixed>
	 */
	private static function preload( Request $reading ): array {
		if ( ! PageSetup::preloads( $reading ) ) {
			return array();
		}
		$pages = array_values( $reading->all_images() );
		$first = Content::next_first_page( $reading );
		$edges = Navigation::edges( $reading );
		return array(
			'images'      => array_map( static fn ( $page ): string => $page->url, $pages ),
			'sizes'       => array_map( static fn ( $page ): array => array( $page->width, $page->height ), $pages ),
			'variants'    => array_map( array( Picture::class, 'data' ), $pages ),
			'perPage'     => Reading::images_per_page(),
			'prevChapter' => $edges['prev'],
			'nextChapter' => $edges['next'],
			'nextImage'   => $first ? $first->url : '',
			'nextPicture' => $first ? Picture::next( $first ) : null,
		);
	}

	/**
	 * An error answer.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private static function error( string $message, int $status = 400 ): Answer {
		return Answer::error( array( 'message' => $message ), $status );
	}
}
