<?php
/**
 * Signed page links of sealed chapters: a link opens its file for the member it was made for, until it expires,
 * and nothing else (another member, a guest, another file, a path out of the data folder, a file that is not an
 * image); the doctor's probe reads the web server's answer for a sealed folder.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Premium;

use Yomu\Core\Content\Storage\Paths;
use Yomu\Core\Premium\Files\LocalSeal;
use Yomu\Core\Premium\Files\PageDelivery;
use Yomu\Core\Premium\Files\PageLinks;
use Yomu\Core\Premium\Files\SealProbe;
use Yomu\Core\Tests\TestCase;

final class PageLinksTest extends TestCase {

	private const SRC = 'links-test/chapter-1/01.jpg';

	protected function setUp(): void {
		parent::setUp();
		wp_mkdir_p( dirname( Paths::local_file( self::SRC ) ) );
		file_put_contents( Paths::local_file( self::SRC ), "\xFF\xD8page" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
	}

	protected function tearDown(): void {
		\Yomu\Core\Content\Storage\Files::delete_tree( Paths::data_dir() . 'links-test/' );
		remove_all_filters( 'pre_http_request' );
		parent::tearDown();
	}

	/**
	 * The parts of a link as the route reads them.
	 *
	 * @param string $link Signed link.
	 * @return array{0: string, 1: int, 2: int, 3: string}
	 */
	private static function parts( string $link ): array {
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		return array( (string) $query[ PageLinks::QUERY ], (int) $query['u'], (int) $query['e'], (string) $query['s'] );
	}

	public function test_a_link_opens_its_file_for_its_member_only(): void {
		$member = self::factory()->user->create();
		$other  = self::factory()->user->create();
		wp_set_current_user( $member );
		$parts = self::parts( PageLinks::local( self::SRC, $member ) );
		$this->assertSame( self::SRC, $parts[0] );
		$this->assertSame( Paths::local_file( self::SRC ), PageDelivery::answer( ...$parts ) );

		wp_set_current_user( $other );
		$this->assertSame( 'yomu_page_link_other', PageDelivery::answer( ...$parts )->get_error_code() );
		wp_set_current_user( 0 );
		$this->assertSame( 'yomu_page_link_other', PageDelivery::answer( ...$parts )->get_error_code() );
	}

	public function test_a_changed_file_user_or_expiry_breaks_the_signature(): void {
		$member = self::factory()->user->create();
		wp_set_current_user( $member );
		list( $src, $user, $expires, $signature ) = self::parts( PageLinks::local( self::SRC, $member ) );
		$this->assertSame( 'yomu_page_link_invalid', PageDelivery::answer( 'links-test/chapter-2/01.jpg', $user, $expires, $signature )->get_error_code() );
		$this->assertSame( 'yomu_page_link_invalid', PageDelivery::answer( $src, $user + 1, $expires, $signature )->get_error_code() );
		$this->assertSame( 'yomu_page_link_invalid', PageDelivery::answer( $src, $user, $expires + 600, $signature )->get_error_code() );
		$this->assertSame( 'yomu_page_link_invalid', PageDelivery::answer( $src, $user, $expires, '' )->get_error_code() );
	}

	public function test_an_expired_link_is_refused(): void {
		$member = self::factory()->user->create();
		wp_set_current_user( $member );
		$past = time() - 1;
		$this->assertSame( 'yomu_page_link_expired', PageDelivery::answer( self::SRC, $member, $past, PageLinks::signature( self::SRC, $member, $past ) )->get_error_code() );
	}

	public function test_links_stay_the_same_within_ten_minutes_and_live_at_least_the_lifetime(): void {
		$link = PageLinks::local( self::SRC, 0 );
		$this->assertSame( $link, PageLinks::local( self::SRC, 0 ) );
		$expires = self::parts( $link )[2];
		$this->assertSame( 0, $expires % 600 );
		$this->assertGreaterThanOrEqual( time() + PageLinks::lifetime(), $expires );
	}

	public function test_even_a_signed_link_never_leaves_the_data_folder_nor_serves_other_than_images(): void {
		$future = time() + 600;
		foreach ( array( '../../../wp-config.php', 'links-test/chapter-1/../../../x.jpg', 'links-test/chapter-1/01.php', 'links-test/chapter-1/02.jpg' ) as $src ) {
			$answer = PageDelivery::answer( $src, 0, $future, PageLinks::signature( $src, 0, $future ) );
			$this->assertInstanceOf( \WP_Error::class, $answer, $src );
			$this->assertSame( 'yomu_page_missing', $answer->get_error_code(), $src );
		}
	}

	public function test_the_marker_is_written_once_and_only_yomus_marker_is_removed(): void {
		$dir = dirname( Paths::local_file( self::SRC ) ) . '/';
		LocalSeal::seal_folder( $dir );
		$this->assertFileExists( $dir . LocalSeal::MARKER );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $dir . LocalSeal::MARKER ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		LocalSeal::unseal_folder( $dir );
		$this->assertFileDoesNotExist( $dir . LocalSeal::MARKER );

		file_put_contents( $dir . LocalSeal::MARKER, "Options -Indexes\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		LocalSeal::unseal_folder( $dir );
		$this->assertFileExists( $dir . LocalSeal::MARKER, "the owner's own .htaccess stays" );
	}

	public function test_the_probe_reads_the_web_servers_answer_and_leaves_nothing(): void {
		foreach ( array(
			200 => false,
			403 => true,
			404 => true,
		) as $status => $honoured ) {
			remove_all_filters( 'pre_http_request' );
			$asked = '';
			add_filter(
				'pre_http_request',
				static function ( $pre, $args, $url ) use ( $status, &$asked ) {
					unset( $pre, $args );
					$asked = is_file( Paths::data_dir() . substr( $url, strlen( Paths::data_url() ) ) ) && is_file( dirname( Paths::data_dir() . substr( $url, strlen( Paths::data_url() ) ) ) . '/' . LocalSeal::MARKER ) ? $url : 'no sealed file';
					return array(
						'headers'  => array(),
						'body'     => '',
						'response' => array(
							'code'    => $status,
							'message' => '',
						),
						'cookies'  => array(),
					);
				},
				10,
				3
			);
			$this->assertSame( $honoured, SealProbe::honoured(), "HTTP $status" );
			$this->assertStringStartsWith( Paths::data_url(), $asked, 'it asked for a file of a sealed folder' );
		}
		remove_all_filters( 'pre_http_request' );
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'http_request_failed', 'down' ) );
		$this->assertNull( SealProbe::honoured() );
		$this->assertDirectoryDoesNotExist( Paths::data_dir() . 'yomu-seal-probe' );
	}
}
