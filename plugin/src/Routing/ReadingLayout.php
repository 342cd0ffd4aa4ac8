<?php
/**
 * How a reading page is laid out, from Madara's theme options (MADARA-SITE.md §8.1 "Reading page") unless the owner
 * chose otherwise in Settings → Reader (option `yomu_reading`): gaps between list images, full-width images on
 * phones, the sticky chapter navigation (desktop / mobile) and the sticky site header. A manga's own
 * manga_reading_content_gaps (Madara's manga editor) wins over both, as its reading style does.
 *
 * @package Yomu\Core
 */

namespace Yomu\Core\Routing;

use Yomu\Core\Madara\ThemeOptions;

/**
 * Reading page layout switches.
 */
final class ReadingLayout {

	/**
	 * Whether list images keep their gaps: the manga's own choice, else the owner's, else Madara's option (on).
	 *
	 * @param int $manga_id The manga being read (0: none known).
	 */
	public static function gaps( int $manga_id = 0 ): bool {
		$manga = $manga_id ? ThemeOptions::override( 'manga_reading_content_gaps', $manga_id ) : null;
		if ( 'on' === $manga || 'off' === $manga ) {
			return 'on' === $manga;
		}
		return self::toggle( 'gaps', 'manga_reading_content_gaps', 'on' );
	}

	/**
	 * Whether the page images span the whole width of a phone's screen (Madara's default: on).
	 */
	public static function full_width(): bool {
		return self::toggle( 'full_width', 'manga_reading_full_width', 'on' );
	}

	/**
	 * Whether the chapter navigation sticks to the top while reading, on wide screens (on) or on phones (off).
	 *
	 * @param bool $mobile On phones.
	 */
	public static function sticky_navigation( bool $mobile = false ): bool {
		return $mobile
			? self::toggle( 'sticky_nav_mobile', 'manga_reading_sticky_navigation_mobile', 'off' )
			: self::toggle( 'sticky_nav', 'manga_reading_sticky_navigation', 'on' );
	}

	/**
	 * The site header's sticky style on reading pages (0 off, 1 sticky, 2 hidden while scrolling down): "off"
	 * unsticks it, "on" keeps the site's style (sticky when the site has none), '' follows the site.
	 *
	 * @param int $site_style The header's style on other pages.
	 */
	public static function sticky_header( int $site_style ): int {
		$own   = Reading::own( 'sticky_header' );
		$value = 'on' === $own || 'off' === $own ? $own : ThemeOptions::stored( 'manga_reading_sticky_header' );
		if ( 'off' === $value ) {
			return 0;
		}
		return 'on' === $value && 0 === $site_style ? 1 : $site_style;
	}

	/**
	 * Madara's default font size of text chapters in px (0: the theme's).
	 */
	public static function text_font_size(): int {
		$size = ThemeOptions::stored( 'manga_reading_text_fontsize' );
		return is_numeric( $size ) ? max( 0, min( 64, (int) $size ) ) : 0;
	}

	/**
	 * An on-off switch: the owner's choice in Yomu, else Madara's theme option, else Madara's default.
	 *
	 * @param string $key     Key in `yomu_reading`.
	 * @param string $id      Theme option id.
	 * @param string $default 'on' or 'off'.
	 */
	private static function toggle( string $key, string $id, string $default ): bool {
		$own = Reading::own( $key );
		if ( 'on' === $own || 'off' === $own ) {
			return 'on' === $own;
		}
		$madara = ThemeOptions::stored( $id );
		return 'on' === ( 'on' === $madara || 'off' === $madara ? $madara : $default );
	}
}
