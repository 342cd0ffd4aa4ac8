<?php
/**
 * The S3 client against the test S3 server, which checks SigV4 signatures: objects go in with their type and
 * cache header and come back intact, and each kind of failure gives its own message without any key in it.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage\S3;

use Yomu\Core\Content\Storage\Files;
use Yomu\Core\Content\Storage\S3\Client;
use Yomu\Core\Content\Storage\S3\Probe;
use Yomu\Core\Tests\TestCase;

require_once __DIR__ . '/LocalBucket.php';

final class ClientTest extends TestCase {

	/**
	 * Temporary files.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function setUp(): void {
		parent::setUp();
		// The tests read the English error messages; test sites run in Turkish. The kit switches back after.
		switch_to_locale( 'en_US' );
	}

	protected function tearDown(): void {
		Files::delete( $this->files );
		parent::tearDown();
	}

	private function file( string $bytes ): string {
		$path = Files::temp();
		Files::write( $path, $bytes );
		$this->files[] = $path;
		return $path;
	}

	public function test_put_head_get_and_delete_an_object(): void {
		$config = LocalBucket::config();
		$client = new Client( $config );
		$key    = $config->object_key( 'manga_x/chap 1/001.png' );
		$bytes  = random_bytes( 3000 );

		$this->assertNull( $client->head( $key ), 'not there yet' );
		$this->assertTrue( $client->put_file( $key, $this->file( $bytes ), 'image/png' ) );
		$this->assertSame(
			array(
				'size' => 3000,
				'etag' => md5( $bytes ),
			),
			$client->head( $key )
		);
		$answer = wp_remote_get( $config->public_url( $key ) );
		$this->assertSame( $bytes, wp_remote_retrieve_body( $answer ), 'readable at its public URL' );
		$this->assertSame( 'image/png', wp_remote_retrieve_header( $answer, 'content-type' ) );
		$this->assertSame( Client::CACHE_CONTROL, wp_remote_retrieve_header( $answer, 'cache-control' ) );

		$copy          = Files::temp();
		$this->files[] = $copy;
		$this->assertTrue( $client->get_to_file( $key, $copy ) );
		$this->assertSame( $bytes, file_get_contents( $copy ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents

		$this->assertTrue( $client->delete( $key ) );
		$this->assertNull( $client->head( $key ), 'gone' );
		$this->assertTrue( $client->delete( $key ), 'deleting again is fine' );
		$this->assertTrue( Probe::run( $config ) );
	}

	public function test_an_answer_whose_etag_is_not_the_md5_sent_is_an_error(): void {
		$config = LocalBucket::config();
		$key    = $config->object_key( 'corrupt.txt' );
		$forge  = static function ( array $response ): array {
			$response['headers']['etag'] = '"00000000000000000000000000000000"';
			return $response;
		};
		add_filter( 'http_response', $forge );
		$result = ( new Client( $config ) )->put_file( $key, $this->file( 'bytes' ), 'text/plain' );
		remove_filter( 'http_response', $forge );
		$this->assertWPError( $result, 'yomu_s3_checksum' );
		( new Client( $config ) )->delete( $key );
	}

	public function test_a_wrong_secret_is_reported_as_a_signature_mismatch_without_the_secret(): void {
		$config = LocalBucket::config( array(), 'not-the-secret-k3y' );
		$result = ( new Client( $config ) )->put_file( $config->object_key( 'x.txt' ), $this->file( 'x' ), 'text/plain' );
		$this->assertWPError( $result, 'yomu_s3_signature' );
		$this->assertStringContainsString( 'secret access key is wrong', $result->get_error_message() );
		$this->assertStringNotContainsString( 'not-the-secret-k3y', $result->get_error_message() );
		$this->assertWPError( Probe::run( $config ), 'yomu_s3_signature' );
	}

	public function test_an_unknown_key_id_is_reported_as_such(): void {
		$config = LocalBucket::config( array(), null, 'AKIAUNKNOWN' );
		$this->assertWPError( Probe::run( $config ), 'yomu_s3_bad_key' );
	}

	public function test_a_missing_bucket_is_named(): void {
		$config = LocalBucket::config( array( 'bucket' => 'no-such-bucket-here' ) );
		$result = Probe::run( $config );
		$this->assertWPError( $result, 'yomu_s3_no_bucket' );
		$this->assertStringContainsString( '"no-such-bucket-here" does not exist', $result->get_error_message() );
		$copy          = Files::temp();
		$this->files[] = $copy;
		$this->assertWPError( ( new Client( $config ) )->get_to_file( 'x', $copy ), 'yomu_s3_no_bucket' );
		$this->assertFileDoesNotExist( $copy, 'no half-written download' );
	}

	public function test_an_endpoint_that_does_not_answer_is_reported_as_unreachable(): void {
		$config = LocalBucket::config( array( 'endpoint' => 'http://127.0.0.1:9' ) );
		$result = Probe::run( $config );
		$this->assertWPError( $result, 'yomu_s3_unreachable' );
		$this->assertStringContainsString( '127.0.0.1 could not be reached', $result->get_error_message() );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param mixed  $result Result.
	 * @param string $code   Expected code.
	 * @phpstan-assert \WP_Error $result
	 */
	private function assertWPError( $result, string $code ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code(), $result->get_error_message() );
	}
}
