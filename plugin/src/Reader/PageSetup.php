<?php
/**
 * On a chapter reading page: the body classes the reader script keys on, and the config objects of SPEC §3 /
 * MADARA §4.1 (manga, mangaNav, mangaReadingAjax, chapter_preloaded_images, user_history_params).
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Reader;

use Yomu\Bridge\PageConfig;
use Yomu\Core\Content\Settings;
use Yomu\Core\Routing\Reading;
use Yomu\Core\Routing\ReadingLayout;
use Yomu\Core\Routing\Request;
use Yomu\Core\Routing\Urls;

/**
 * Hooks that only act when the current request is a chapter.
 */
final class PageSetup {

	/**
	 * Registers the hooks.
	 */
	public static function register(): void {
		add_filter( 'body_class', array( self::class, 'body_class' ) );
		add_filter( 'the_posts', array( self::class, 'apply_reader_mode' ), 11, 2 );
		add_action( 'wp', array( self::class, 'configure' ) );
		add_action( 'wp_head', array( self::class, 'print_images_per_page' ), 2 );
		add_action( 'wp_head', array( self::class, 'print_text_font_size' ), 8 );
	}

	/**
	 * The current chapter request, or null.
	 */
	private static function request(): ?Request {
		$request = Request::current();
		return $request && $request->is_chapter() ? $request : null;
	}

	/**
	 * Body classes: reading style, enabled features, and the contrast theme.
	 *
	 * @param string[] $classes Classes.
	 * @return string[]
	 */
	public static function body_class( array $classes ): array {
		$request = self::request();
		if ( ! $request ) {
			return $classes;
		}
		$classes[] = 'reading-page';
		$classes[] = $request->is_image_chapter() ? 'reading-manga' : 'reading-text';
		if ( $request->is_image_chapter() ) {
			$classes[] = 'manga-reading-' . $request->style . '-style';
		}
		$settings  = ReaderSettings::effective( get_current_user_id(), $request->manga->ID );
		$classes[] = 'reader-dir-' . $settings['direction'];
		$classes[] = 'reader-fit-' . $settings['fit'];
		$classes[] = 'reader-spread-' . $settings['spread'];
		$classes[] = 'reader-bg-' . $settings['background'];
		if ( $request->is_image_chapter() ) {
			$classes[] = 'reader-mode-' . self::mode( $request, $settings['mode'] );
		}
		foreach ( self::layout_classes( $request ) as $class ) {
			$classes[] = $class;
		}
		if ( Options::on( 'keyboard' ) ) {
			$classes[] = 'keyboard-navigate';
		}
		if ( Options::on( 'click_to_scroll' ) ) {
			$classes[] = 'click-to-scroll';
		}
		$classes[] = 'text-ui-' . Preferences::contrast();
		return $classes;
	}

	/**
	 * The layout switches of Madara's reading page (Routing\ReadingLayout), as classes reader.css keys on: list
	 * images without gaps, full-width images on phones, and the chapter navigation sticking on wide screens
	 * (reader-sticky-nav) and on phones (Madara's sticky-for-mobile).
	 *
	 * @param Request $request Reading request.
	 * @return string[]
	 */
	public static function layout_classes( Request $request ): array {
		$classes = array();
		if ( $request->is_image_chapter() && ! ReadingLayout::gaps( $request->manga->ID ) ) {
			$classes[] = 'reader-no-gaps';
		}
		if ( ReadingLayout::full_width() ) {
			$classes[] = 'reader-full-width';
		}
		if ( ReadingLayout::sticky_navigation() ) {
			$classes[] = 'reader-sticky-nav';
		}
		if ( ReadingLayout::sticky_navigation( true ) ) {
			$classes[] = 'sticky-for-mobile';
		}
		return $classes;
	}

	/**
	 * Madara's manga_reading_text_fontsize: the text chapters' font size before the reader's own (the font buttons
	 * start from it; a size the reader saved is set on the element and wins).
	 */
	public static function print_text_font_size(): void {
		$request = self::request();
		$size    = ReadingLayout::text_font_size();
		if ( ! $request || $request->is_image_chapter() || $size <= 0 ) {
			return;
		}
		printf( '<style id="yomu-reading-text-fontsize">.reading-text .reading-content{font-size:%dpx}</style>' . "\n", (int) $size );
	}

	/**
	 * The mode a page shows: the long strip is the list style drawn as one seamless column.
	 *
	 * @param Request $request   Reading request.
	 * @param string  $preferred The effective mode setting.
	 */
	public static function mode( Request $request, string $preferred ): string {
		return 'list' === $request->style && 'strip' === $preferred ? 'strip' : $request->style;
	}

	/**
	 * A chapter URL without ?style= opens in the reader's (or the manga's) mode instead of the site default. Only
	 * the first page: a p/{n}/ URL is always paged.
	 *
	 * @param mixed $posts Posts found.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function apply_reader_mode( $posts, $query ) {
		$request = self::request();
		if ( ! $request || ! $query instanceof \WP_Query || ! $query->is_main_query() || '' !== $request->explicit_style || 1 !== $request->page || ! $request->is_image_chapter() ) {
			return $posts;
		}
		$mode   = ReaderSettings::effective( get_current_user_id(), $request->manga->ID )['mode'];
		$wanted = 'paged' === $mode ? 'paged' : 'list';
		if ( $wanted !== $request->style ) {
			// Links name the style only where the site default would build them differently (p/{n}/ vs list).
			$explicit = Reading::default_style( $request->manga->ID ) === $wanted ? '' : $wanted;
			Request::set( new Request( $request->manga, $request->chapter, 1, $wanted, $explicit, $request->host ) );
		}
		return $posts;
	}

	/**
	 * The config objects, for the footer.
	 */
	public static function configure(): void {
		$request = self::request();
		if ( ! $request || ! class_exists( PageConfig::class ) ) {
			return;
		}
		foreach ( self::objects( $request, get_current_user_id() ) as $name => $object ) {
			PageConfig::set( $name, $object['data'], $object['id'] );
		}
	}

	/**
	 * Every object for a request, by global name (separate from configure() for tests).
	 *
	 * @param Request $request Reading request.
	 * @param int     $user_id Current user (0 for a guest).
	 * @return array<string, array{id: string, data: array<mixed>}>
	 */
	public static function objects( Request $request, int $user_id ): array {
		$objects = array(
			'manga'    => array(
				'id'   => 'wp-manga-js-extra',
				'data' => array(
					'ajax_url'          => admin_url( 'admin-ajax.php' ),
					'home_url'          => home_url( '/' ),
					'base_url'          => trailingslashit( Urls::manga( $request->manga ) ),
					'manga_paged_var'   => Settings::paged_var(),
					'enable_manga_view' => Settings::madara_switch( 'manga_view' ) ? '1' : '0',
					'manga_id'          => (string) $request->manga->ID,
					'chapter_slug'      => $request->chapter->slug,
				),
			),
			'mangaNav' => array(
				'id'   => 'yomu-manga-nav',
				'data' => array(
					'mangaUrl'     => Urls::manga( $request->manga ),
					'backInfoPage' => Options::on( 'back_info' ) ? 'on' : 'off',
					'text'         => array(
						'backInfoPage' => __( 'Manga Info', 'yomu-core' ),
						'prev'         => __( 'Prev', 'yomu-core' ),
						'next'         => __( 'Next', 'yomu-core' ),
					),
				),
			),
		);
		if ( Navigation::ajax( $request ) ) {
			$objects['mangaReadingAjax'] = array(
				'id'   => 'yomu-manga-reading-ajax',
				'data' => array( 'isEnable' => true ),
			);
		}
		if ( self::preloads( $request ) ) {
			$objects['chapter_preloaded_images'] = array(
				'id'   => 'chapter_preloaded_images',
				'data' => array_map( static fn ( $page ): string => $page->url, array_values( $request->all_images() ) ),
			);
		}
		if ( $user_id > 0 ) {
			$objects['user_history_params'] = array(
				'id'   => 'yomu-user-history-params',
				'data' => array(
					'ajax_url' => admin_url( 'admin-ajax.php' ),
					'postID'   => $request->manga->ID,
					'chapter'  => $request->chapter->slug,
					'page'     => $request->page,
					'interval' => 5000,
					'nonce'    => wp_create_nonce( HistoryAction::NONCE ),
				),
			);
		}
		return $objects;
	}

	/**
	 * Whether the page carries the whole chapter's image list (paged style with preloading on).
	 *
	 * @param Request $request Reading request.
	 */
	public static function preloads( Request $request ): bool {
		return Navigation::paged( $request ) && Options::on( 'preload_images' ) && Content::access( $request )->allowed();
	}

	/**
	 * Madara's companions of chapter_preloaded_images: chapter_images_per_page and prevChapLastPage (plain
	 * numbers, which PageConfig's objects cannot hold), plus Yomu's own: the image sizes for pre-sized page boxes
	 * and each page's variants (yomu_chapter_image_variants, Picture::data()), leaving Madara's list of plain
	 * URLs as it is.
	 */
	public static function print_images_per_page(): void {
		$request = self::request();
		if ( ! $request || ! self::preloads( $request ) ) {
			return;
		}
		$prev  = \Yomu\Core\Content\ChapterRepository::neighbours( $request->chapter )['prev'];
		$pages = array_values( $request->all_images() );
		$sizes = array_map( static fn ( $page ): array => array( $page->width, $page->height ), $pages );
		wp_print_inline_script_tag(
			sprintf(
				'var chapter_images_per_page = %1$d; var prevChapLastPage = %2$d; var yomu_chapter_image_sizes = %3$s; var yomu_chapter_image_variants = %4$s;',
				\Yomu\Core\Routing\Reading::images_per_page(),
				$prev ? Navigation::last_page( $request, $prev ) : 0,
				wp_json_encode( $sizes ),
				wp_json_encode( array_map( array( Picture::class, 'data' ), $pages ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // As PageConfig: the URLs' slashes as they are (the reader's HTML budget), no tag can close the script.
			),
			array( 'id' => 'chapter-images-per-page' )
		);
	}
}
