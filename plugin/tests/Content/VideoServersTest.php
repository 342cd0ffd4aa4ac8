<?php
/**
 * Video chapter bodies in Madara's format (MADARA.md §7): parsing one and several servers, the iframe attribute
 * and host allowlists, empty server names, writing back in Madara's format, and the reader's player markup on
 * the fixture's video manga.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Content;

use Yomu\Core\Content\ChapterRepository;
use Yomu\Core\Content\VideoEmbed;
use Yomu\Core\Content\VideoServers;
use Yomu\Core\Http\CacheHeaders;
use Yomu\Core\Reader\VideoPlayer;
use Yomu\Core\Routing\Request;
use Yomu\Core\Tests\Madara\FixtureCase;

require_once dirname( __DIR__ ) . '/Madara/FixtureCase.php';

/**
 * VideoServers, VideoEmbed and VideoPlayer.
 */
final class VideoServersTest extends FixtureCase {

	private const YT = '<iframe src="https://www.youtube-nocookie.com/embed/a1" width="640" height="360"></iframe>';

	private const VIMEO = '<iframe src="https://player.vimeo.com/video/7" width="640" height="360"></iframe>';


	protected function tearDown(): void {
		unset( $_GET['server'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test input.
		$_COOKIE = array();
		parent::tearDown();
	}

	public function test_a_body_without_a_separator_is_one_unnamed_embed(): void {
		$this->assertSame(
			array(
				array(
					'name'  => '',
					'embed' => self::YT,
				),
			),
			VideoServers::parse( "  \n" . self::YT . ' ' )
		);
		$this->assertSame( array(), VideoServers::parse( '  ' ) );
	}

	public function test_one_named_server_and_two_servers_parse_in_order(): void {
		$one = VideoServers::parse( 'Main :: ' . self::YT );
		$this->assertSame( array( 'Main' ), array_column( $one, 'name' ) );
		$this->assertSame( self::YT, $one[0]['embed'] );

		$two = VideoServers::parse( 'Server 1 :: ' . self::YT . ' || Server 2 :: ' . self::VIMEO . ' || ' );
		$this->assertSame( array( 'Server 1', 'Server 2' ), array_column( $two, 'name' ) );
		$this->assertSame( array( self::YT, self::VIMEO ), array_column( $two, 'embed' ) );
	}

	public function test_empty_server_names_get_their_position(): void {
		/* translators: %d: position of the video server in the chapter. */
		$server  = static fn ( int $n ): string => sprintf( __( 'Server %d', 'yomu-core' ), $n );
		$servers = VideoServers::playable( ' :: ' . self::YT . ' || ' . self::VIMEO . ' || Backup :: ' . self::YT, 'Episode 9' );
		$this->assertSame( array( $server( 1 ), $server( 2 ), 'Backup' ), array_column( $servers, 'name' ) );
		/* translators: 1: video server name, 2: chapter name. */
		$this->assertStringContainsString( 'title="' . esc_attr( sprintf( __( '%1$s – %2$s', 'yomu-core' ), $server( 2 ), 'Episode 9' ) ) . '"', $servers[1]['html'] );
		// Saved: every server of several has a name, so Madara shows them too.
		$this->assertStringStartsWith( $server( 1 ) . ' :: ', (string) VideoServers::build( array( '', 'B' ), array( self::YT, self::VIMEO ) ) );
	}

	public function test_the_iframe_is_rebuilt_from_allowed_attributes_with_lazy_loading_fullscreen_title_and_sandbox(): void {
		$html = VideoEmbed::sanitize( '<iframe src="https://www.youtube.com/embed/x?a=1" width="5000" height="315" onload="alert(1)" srcdoc="<script>alert(2)</script>" style="position:fixed" name="top" allow="autoplay; camera; geolocation https://evil.example; encrypted-media" sandbox="allow-top-navigation" loading="eager"></iframe>', 'Server 1 – Episode 2' );
		$this->assertIsString( $html );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'iframe' ) );
		$names = $tags->get_attribute_names_with_prefix( '' );
		sort( $names );
		$this->assertSame( array( 'allow', 'allowfullscreen', 'frameborder', 'height', 'loading', 'referrerpolicy', 'sandbox', 'src', 'title', 'width' ), $names );
		$this->assertSame( 'https://www.youtube.com/embed/x?a=1', $tags->get_attribute( 'src' ) );
		$this->assertSame( 'lazy', $tags->get_attribute( 'loading' ) );
		$this->assertTrue( $tags->get_attribute( 'allowfullscreen' ) );
		$this->assertSame( 'Server 1 – Episode 2', $tags->get_attribute( 'title' ) );
		$this->assertSame( 'autoplay; encrypted-media; fullscreen', $tags->get_attribute( 'allow' ) );
		$this->assertSame( VideoEmbed::SANDBOX, $tags->get_attribute( 'sandbox' ) );
		$this->assertStringContainsString( 'allow-scripts', VideoEmbed::SANDBOX );
		$this->assertStringNotContainsString( 'allow-top-navigation', VideoEmbed::SANDBOX );
		$this->assertSame( '4000', $tags->get_attribute( 'width' ) );
		$this->assertFalse( $tags->next_tag() );
	}

	public function test_hostile_hosts_and_markup_are_refused_naming_the_server(): void {
		$hostile = array(
			'yomu_video_host'    => array(
				'<iframe src="http://www.youtube.com/embed/a"></iframe>',
				'<iframe src="https://youtube.com.evil.example/embed/a"></iframe>',
				'<iframe src="https://user@www.youtube.com/embed/a"></iframe>',
				'<iframe src="https://www.youtube.com:8443/embed/a"></iframe>',
				'<iframe src="javascript:alert(1)//www.youtube.com"></iframe>',
			),
			'yomu_invalid_video' => array(
				'<script>alert(1)</script>',
				self::YT . '<script>alert(1)</script>',
				'<iframe src="https://www.youtube.com/embed/a"><img src=x onerror=alert(1)></iframe>',
			),
		);
		foreach ( $hostile as $code => $embeds ) {
			foreach ( $embeds as $embed ) {
				$result = VideoServers::sanitize( 'Good :: ' . self::YT . ' || Bad :: ' . $embed );
				$this->assertInstanceOf( \WP_Error::class, $result, $embed );
				$this->assertSame( $code, $result->get_error_code(), $embed );
				/* translators: 1: video server name or number, 2: the error. */
				$this->assertStringStartsWith( sprintf( __( 'Server "%1$s": %2$s', 'yomu-core' ), 'Bad', '' ), $result->get_error_message() );
				// When the stored body holds them, the reader plays only the good server.
				$this->assertSame( array( 'Good' ), array_column( VideoServers::playable( 'Good :: ' . self::YT . ' || Bad :: ' . $embed ), 'name' ) );
			}
		}
		$this->assertInstanceOf( \WP_Error::class, VideoServers::sanitize( ' || ' ) );
	}

	public function test_servers_are_written_back_in_madaras_format(): void {
		$this->assertSame( VideoEmbed::sanitize( self::YT ), VideoServers::sanitize( self::YT ), 'one unnamed embed stays a bare iframe' );
		$body    = (string) VideoServers::build( array( 'Fast :: odd', 'Slow' ), array( self::YT, self::VIMEO ) );
		$servers = VideoServers::parse( $body );
		$this->assertSame( array( 'Fast odd', 'Slow' ), array_column( $servers, 'name' ), 'separators cannot enter a name' );
		$this->assertMatchesRegularExpression( '#^Fast odd :: <iframe [^>]*></iframe> \|\| Slow :: <iframe [^>]*></iframe>$#', $body );
		$this->assertSame( $body, VideoServers::sanitize( $body ), 'a saved body saves the same again' );
		$this->assertSame( $body, VideoServers::build( array( 'Fast :: odd', '', 'Slow' ), array( self::YT, '', self::VIMEO ) ), 'blank rows are ignored' );
	}

	public function test_the_fixture_video_chapters_render_their_players_and_the_server_choice(): void {
		$manga = get_post( (int) static::$fixture['video'] );
		$one   = VideoPlayer::render( new Request( $manga, ChapterRepository::find( (int) static::$fixture['observed_chapters']['v1'] ) ) );
		$this->assertSame( 1, substr_count( $one, '<iframe' ) );
		$this->assertStringContainsString( 'youtube-nocookie.com/embed/yomuFixture1', $one );
		$this->assertStringNotContainsString( 'chapter-video__servers', $one );

		$chapter = ChapterRepository::find( (int) static::$fixture['observed_chapters']['v2'] );
		$two     = VideoPlayer::render( new Request( $manga, $chapter ) );
		$this->assertSame( 1, substr_count( $two, '<iframe' ), 'only the chosen server is in the page' );
		$this->assertStringContainsString( 'yomuFixture2', $two );
		$this->assertStringNotContainsString( 'onload', $two );
		$this->assertStringContainsString( 'aria-label="' . esc_attr__( 'Video server', 'yomu-core' ) . '"', $two );
		$this->assertMatchesRegularExpression( '#<a class="chapter-video__server" href="[^"]*\?server=1" aria-current="true">Server 1</a>#', $two );
		$this->assertMatchesRegularExpression( '#<a class="chapter-video__server" href="[^"]*\?server=2">Server 2</a>#', $two );

		$_GET['server'] = '2'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test input.
		$this->assertStringContainsString( 'player.vimeo.com/video/76979871', VideoPlayer::render( new Request( $manga, $chapter ) ) );
		unset( $_GET['server'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test input.
		$_COOKIE[ VideoPlayer::COOKIE_PREFIX . $manga->ID ] = '2';
		$this->assertStringContainsString( 'player.vimeo.com/video/76979871', VideoPlayer::render( new Request( $manga, $chapter ) ), 'the remembered server' );
		$_COOKIE[ VideoPlayer::COOKIE_PREFIX . $manga->ID ] = '7';
		$this->assertStringContainsString( 'yomuFixture2', VideoPlayer::render( new Request( $manga, $chapter ) ), 'an out-of-range choice falls back to the first' );

		// Madara's "default video server" setting names the server shown when the reader chose none.
		$settings = get_option( 'wp_manga_settings' );
		update_option( 'wp_manga_settings', array_merge( is_array( $settings ) ? $settings : array(), array( 'default_video_server' => 'server 2' ) ) );
		$this->assertSame( 1, VideoPlayer::selected( $manga->ID, array( 'Server 1', 'Server 2' ) ) );
		$this->assertStringContainsString( 'player.vimeo.com/video/76979871', VideoPlayer::render( new Request( $manga, $chapter ) ) );
		$_COOKIE[ VideoPlayer::COOKIE_PREFIX . $manga->ID ] = '1';
		$this->assertSame( 0, VideoPlayer::selected( $manga->ID, array( 'Server 1', 'Server 2' ) ), "the reader's choice wins" );
	}

	public function test_the_remembered_server_is_scoped_to_the_manga_and_keeps_its_pages_out_of_shared_caches(): void {
		$manga = get_post( (int) static::$fixture['video'] );
		$path  = VideoPlayer::cookie_path( $manga );
		$this->assertSame( '/manga/' . static::$fixture['video_slug'] . '/', $path, 'browsers send the cookie on this manga\'s pages only' );
		$chapter = ChapterRepository::find( (int) static::$fixture['observed_chapters']['v2'] );
		$html    = VideoPlayer::render( new Request( $manga, $chapter ) );
		$this->assertStringContainsString( esc_attr( '"cookiePath":"' . $path . '"' ), $html, 'the island gets the path' );

		$this->assertFalse( CacheHeaders::has_personal_cookie( array( 'wpmanga-reading-contrast' => 'dark' ) ) );
		$this->assertTrue( CacheHeaders::has_personal_cookie( array( VideoPlayer::COOKIE_PREFIX . $manga->ID => '2' ) ) );
	}
}
