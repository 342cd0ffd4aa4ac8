<?php
/**
 * The bucket configuration: which settings turn S3 storage on, object keys, public URLs (path-style,
 * virtual-hosted, CDN) and which URLs are ours to delete.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage\S3;

use Yomu\Core\Cdn\Hints;
use Yomu\Core\Content\Storage\S3\Config;
use Yomu\Core\Content\Storage\S3\Settings;
use Yomu\Core\Tests\TestCase;

require_once __DIR__ . '/LocalBucket.php';

final class ConfigTest extends TestCase {

	protected function tearDown(): void {
		LocalBucket::off();
		parent::tearDown();
	}

	/**
	 * A config with the given settings and the example keys.
	 *
	 * @param array<string, mixed> $raw Raw settings.
	 */
	private function config( array $raw ): Config {
		return new Config( Settings::normalize( $raw ), 'AKIAIOSFODNN7EXAMPLE', 'secret' );
	}

	public function test_s3_storage_is_off_until_switched_on_with_a_bucket(): void {
		LocalBucket::on( array( 'target' => 'local' ) );
		$this->assertNull( Config::current(), 'target local' );
		$this->assertNotNull( Config::configured(), 'the bucket is still there for the connection test' );
		LocalBucket::on( array( 'bucket' => '' ) );
		$this->assertNull( Config::current(), 'no bucket' );
		LocalBucket::on();
		$this->assertSame( getenv( 'YOMU_S3_BUCKET' ), Config::current()?->bucket() );
		$this->assertSame( 'amazon', Config::STORAGE );
	}

	public function test_manga_pages_preconnect_to_the_bucket_while_one_is_configured(): void {
		LocalBucket::on( array( 'public_url' => 'https://img.example.test/manga' ) );
		$this->assertContains( 'https://img.example.test', Hints::image_origins() );
		LocalBucket::on(
			array(
				'target'     => 'local',
				'public_url' => 'https://img.example.test/manga',
			)
		);
		$this->assertContains( 'https://img.example.test', Hints::image_origins(), 'chapters already in the bucket still load from it' );
		LocalBucket::on(
			array(
				'bucket'     => '',
				'public_url' => 'https://img.example.test/manga',
			)
		);
		$this->assertNotContains( 'https://img.example.test', Hints::image_origins() );
	}

	public function test_keys_come_from_the_constants_and_never_show_in_a_dump(): void {
		$keys = Config::keys();
		$this->assertNotNull( $keys );
		$this->assertSame( 'constants', $keys['source'] );
		$dump = print_r( LocalBucket::config(), true ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_print_r
		$this->assertStringNotContainsString( (string) constant( 'YOMU_S3_SECRET_ACCESS_KEY' ), $dump );
	}

	public function test_path_style_endpoint_urls(): void {
		$config = $this->config(
			array(
				'endpoint'   => 'http://127.0.0.1:9000/',
				'bucket'     => 'manga',
				'prefix'     => '/yomu//pages',
				'path_style' => '1',
			)
		);
		$key    = $config->object_key( 'manga_abc/3f2a/001.jpg' );
		$this->assertSame( 'yomu/pages/manga_abc/3f2a/001.jpg', $key );
		$this->assertSame( 'http://127.0.0.1:9000/manga/yomu/pages/manga_abc/3f2a/001.jpg', $config->public_url( $key ) );
		$this->assertSame( 'http://127.0.0.1:9000/manga/a%20b/%C3%A9%2B.jpg', $config->public_url( 'a b/é+.jpg' ) );
	}

	public function test_aws_virtual_hosted_urls_when_no_endpoint_is_given(): void {
		$config = $this->config(
			array(
				'region' => 'eu-west-3',
				'bucket' => 'my-manga',
			)
		);
		$this->assertSame( 'https://my-manga.s3.eu-west-3.amazonaws.com/m/c/001.webp', $config->public_url( 'm/c/001.webp' ) );
		$this->assertSame( 'https://s3.eu-west-3.amazonaws.com', $config->endpoint() );
	}

	public function test_a_cdn_base_url_serves_the_pages_and_both_urls_are_ours(): void {
		$config = $this->config(
			array(
				'endpoint'   => 'https://account.r2.cloudflarestorage.com',
				'region'     => 'auto',
				'bucket'     => 'manga',
				'prefix'     => 'p',
				'public_url' => 'https://cdn.example.com/',
			)
		);
		$this->assertSame( 'https://cdn.example.com/p/m/c/001.jpg', $config->public_url( 'p/m/c/001.jpg' ) );
		$this->assertSame( 'p/m/c/001.jpg', $config->owns_url( 'https://cdn.example.com/p/m/c/001.jpg' ) );
		$this->assertSame( 'p/m/c/0 1.jpg', $config->owns_url( 'https://manga.account.r2.cloudflarestorage.com/p/m/c/0%201.jpg' ) );
	}

	public function test_urls_of_other_hosts_buckets_or_prefixes_are_not_ours(): void {
		$config = $this->config(
			array(
				'endpoint'   => 'http://127.0.0.1:9000',
				'bucket'     => 'manga',
				'prefix'     => 'yomu',
				'path_style' => true,
			)
		);
		$this->assertSame( 'yomu/m/c/001.jpg', $config->owns_url( 'http://127.0.0.1:9000/manga/yomu/m/c/001.jpg' ) );
		foreach ( array(
			'https://i.imgur.com/yomu/m/c/001.jpg',
			'http://127.0.0.1:9000/other/yomu/m/c/001.jpg',
			'http://127.0.0.1:9000/manga-2/yomu/m/c/001.jpg',
			'http://127.0.0.1:9000/manga/elsewhere/001.jpg',
			'http://127.0.0.1:9000/manga/yomu/../secret.jpg',
			'http://127.0.0.1:9000/manga/yomu/m/%2E%2E/001.jpg',
			'http://127.0.0.1:9000/manga/yomu/m/c/001.jpg?versionId=1',
			'manga_abc/3f2a/001.jpg',
		) as $url ) {
			$this->assertNull( $config->owns_url( $url ), $url );
		}
	}

	public function test_constants_pin_fields_over_the_option(): void {
		$this->assertSame( array(), Settings::pinned(), 'the test site pins nothing' );
		$this->assertSame( '', Settings::normalize( array( 'endpoint' => 'javascript:alert(1)' ) )['endpoint'] );
		$this->assertSame( '', Settings::normalize( array( 'public_url' => 'https://user:pw@cdn.example.com' ) )['public_url'] );
		$this->assertSame( '', Settings::normalize( array( 'prefix' => '../up' ) )['prefix'] );
	}
}
