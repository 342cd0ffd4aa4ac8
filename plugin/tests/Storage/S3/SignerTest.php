<?php
/**
 * The SigV4 signer gives the signatures AWS publishes in its S3 documentation ("Examples: Signature
 * Calculations in AWS Signature Version 4", the example keys and the 2013-05-24 requests; "Authenticating
 * Requests: Using Query Parameters" for the presigned URL).
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Storage\S3;

use Yomu\Core\Content\Storage\S3\Signer;
use Yomu\Core\Tests\TestCase;

final class SignerTest extends TestCase {

	private const TIME = 1369353600; // 2013-05-24T00:00:00Z.

	private function signer(): Signer {
		return new Signer( 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'us-east-1' );
	}

	public function test_get_object_with_range_matches_the_published_signature(): void {
		$headers = $this->signer()->sign( 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', array( 'Range' => 'bytes=0-9' ), hash( 'sha256', '' ), self::TIME );
		$this->assertSame( 'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41', $headers['Authorization'] );
		$this->assertSame( '20130524T000000Z', $headers['x-amz-date'] );
	}

	public function test_put_object_with_an_encoded_key_matches_the_published_signature(): void {
		$headers = $this->signer()->sign(
			'PUT',
			'https://examplebucket.s3.amazonaws.com/' . rawurlencode( 'test$file.text' ),
			array(
				'Date'                => 'Fri, 24 May 2013 00:00:00 GMT',
				'x-amz-storage-class' => 'REDUCED_REDUNDANCY',
			),
			hash( 'sha256', 'Welcome to Amazon S3.' ),
			self::TIME
		);
		$this->assertStringEndsWith( 'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd', $headers['Authorization'] );
	}

	public function test_get_bucket_lifecycle_with_a_query_matches_the_published_signature(): void {
		$headers = $this->signer()->sign( 'GET', 'https://examplebucket.s3.amazonaws.com/?lifecycle', array(), hash( 'sha256', '' ), self::TIME );
		$this->assertStringEndsWith( 'Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543', $headers['Authorization'] );
	}

	public function test_presigned_get_matches_the_published_url(): void {
		$url = $this->signer()->presign( 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', self::TIME, 86400 );
		$this->assertSame(
			'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
			$url
		);
	}

	public function test_presigned_get_signs_its_own_query_and_changes_with_it(): void {
		$plain = $this->signer()->presign( 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', self::TIME, 86400 );
		$with  = $this->signer()->presign( 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt?response-cache-control=private', self::TIME, 86400 );
		$this->assertStringStartsWith( 'https://examplebucket.s3.amazonaws.com/test.txt?response-cache-control=private&X-Amz-Algorithm=', $with );
		$this->assertNotSame( substr( $plain, -64 ), substr( $with, -64 ) );
	}
}
