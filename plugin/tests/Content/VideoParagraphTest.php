<?php
/**
 * Video bodies as Madara's visual editor leaves them: the servers wrapped in paragraphs (`<p><iframe …></iframe></p>`,
 * line breaks, non-breaking spaces). Madara prints the body as HTML, so its reader shows the player; Yomu reads past
 * the wrapping the same way, in the reader and everywhere the servers are read, and never changes an iframe.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\Cache;
use Yomu\Core\Content\PostTypes;
use Yomu\Core\Content\VideoServers;
use Yomu\Core\Reader\VideoPlayer;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\TestCase;

final class VideoParagraphTest extends TestCase {

	private const YT = '<iframe src="https://www.youtube.com/embed/para1" width="560" height="315"></iframe>';

	private const VIMEO = '<iframe src="https://player.vimeo.com/video/7" width="640" height="360"></iframe>';

	public function test_a_lone_embed_in_a_paragraph_is_the_chapters_video(): void {
		$this->assertSame(
			array(
				array(
					'name'  => '',
					'embed' => self::YT,
				),
			),
			VideoServers::parse( '<p>' . self::YT . "</p>\n" )
		);
		$this->assertCount( 1, VideoServers::playable( '<p style="text-align: center;">' . self::YT . '</p>', 'Bölüm 1' ) );
	}

	public function test_servers_split_across_paragraphs_and_line_breaks_keep_their_names(): void {
		$bodies = array(
			'<p>Server 1 :: ' . self::YT . ' || Server 2 :: ' . self::VIMEO . '</p>',
			'<p>Server 1 :: ' . self::YT . "</p>\n<p>|| Server 2 :: " . self::VIMEO . '</p>',
			'<p>Server 1 ::&nbsp;' . self::YT . '<br />||<br>Server 2 :: ' . self::VIMEO . "\u{00A0}</p>",
		);
		foreach ( $bodies as $body ) {
			$servers = VideoServers::parse( $body );
			$this->assertSame( array( 'Server 1', 'Server 2' ), array_column( $servers, 'name' ), $body );
			$this->assertSame( array( self::YT, self::VIMEO ), array_column( $servers, 'embed' ), $body );
		}
	}

	public function test_an_iframe_is_never_rewritten_and_other_markup_still_fails(): void {
		$odd = '<iframe src="https://www.youtube.com/embed/para2" title="<p>Intro</p><br>"></iframe>';
		$this->assertSame( $odd, VideoServers::parse( '<p>' . $odd . '</p>' )[0]['embed'], 'markup inside an attribute stays' );
		$this->assertSame( array(), VideoServers::playable( '<div>' . self::YT . '</div>' ), 'only paragraphs and line breaks are read past' );
		$this->assertSame( array(), VideoServers::playable( '<p><script>alert(1)</script>' . self::YT . '</p>' ) );
	}

	public function test_saving_a_wrapped_body_stores_it_in_madaras_format(): void {
		$this->assertSame( VideoServers::sanitize( self::YT ), VideoServers::sanitize( '<p>' . self::YT . '</p>' ) );
		$this->assertMatchesRegularExpression( '#^Server 1 :: <iframe [^>]*></iframe> \|\| Server 2 :: <iframe [^>]*></iframe>$#', (string) VideoServers::sanitize( '<p>Server 1 :: ' . self::YT . "</p>\n<p>|| Server 2 :: " . self::VIMEO . '</p>' ) );
	}

	public function test_the_reader_shows_the_player_of_a_body_madaras_editor_wrapped(): void {
		global $wpdb;
		$manga   = self::factory()->manga->create_and_get( array(), array( '_wp_manga_chapter_type' => 'video' ) );
		$chapter = self::factory()->chapter->video( $manga->ID );
		// What Madara's visual editor stored, written below Yomu's writers (which store the clean form).
		$post = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_parent = %d", PostTypes::TEXT_CONTENT, $chapter->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertGreaterThan( 0, $post );
		$wpdb->update( $wpdb->posts, array( 'post_content' => '<p>' . self::YT . '</p>' ), array( 'ID' => $post ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		clean_post_cache( $post );
		Cache::bump( $manga->ID );

		$html = VideoPlayer::render( new Request( $manga, $chapter ) );
		$this->assertStringNotContainsString( 'chapter-video__empty', $html );
		// The cookie-consent layer, where the site runs it, keeps the address in data-src until the visitor accepts.
		$this->assertSame( 1, preg_match_all( '#<iframe (?:data-)?src="https://www\.youtube\.com/embed/para1"#', $html ), $html );
	}
}
