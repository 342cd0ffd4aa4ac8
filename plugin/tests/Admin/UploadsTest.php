<?php
/**
 * $_FILES normalisation: only files PHP received in this request reach the writers.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\Uploads;

require_once __DIR__ . '/AdminTestCase.php';

final class UploadsTest extends AdminTestCase {

	public function test_a_forged_tmp_name_is_refused(): void {
		$entry  = array(
			'name'     => array( 'wp-config.php' ),
			'tmp_name' => array( ABSPATH . 'wp-config.php' ),
			'error'    => array( UPLOAD_ERR_OK ),
			'size'     => array( 10 ),
			'type'     => array( 'image/png' ),
		);
		$result = Uploads::collect( $entry );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'A file was not received as an upload.', $result->get_error_message() );
	}

	public function test_multiple_files_become_a_list_with_safe_names_and_empty_slots_are_skipped(): void {
		$entry = array(
			'name'     => array( '../../01 kapak.png', '', '02.png' ),
			'tmp_name' => array( '/tmp/phpA', '', '/tmp/phpB' ),
			'error'    => array( UPLOAD_ERR_OK, UPLOAD_ERR_NO_FILE, UPLOAD_ERR_OK ),
		);
		$files = Uploads::collect( $entry, static fn ( string $path ): bool => in_array( $path, array( '/tmp/phpA', '/tmp/phpB' ), true ) );
		$this->assertSame(
			array(
				array(
					'path' => '/tmp/phpA',
					'name' => '01-kapak.png',
				),
				array(
					'path' => '/tmp/phpB',
					'name' => '02.png',
				),
			),
			$files
		);
	}

	public function test_a_single_file_field_works_like_a_list_of_one(): void {
		$entry = array(
			'name'     => 'bolum.zip',
			'tmp_name' => '/tmp/phpZ',
			'error'    => UPLOAD_ERR_OK,
		);
		$this->assertSame(
			array(
				array(
					'path' => '/tmp/phpZ',
					'name' => 'bolum.zip',
				),
			),
			Uploads::collect( $entry, static fn (): bool => true )
		);
	}

	public function test_nothing_chosen_is_an_empty_list_and_php_upload_errors_are_explained(): void {
		$this->assertSame( array(), Uploads::collect( null ) );
		$this->assertSame( array(), Uploads::collect( 'junk' ) );
		$this->assertSame(
			array(),
			Uploads::collect(
				array(
					'name'     => array( '' ),
					'tmp_name' => array( '' ),
					'error'    => array( UPLOAD_ERR_NO_FILE ),
				)
			)
		);
		$too_big = Uploads::collect(
			array(
				'name'     => array( 'big.png' ),
				'tmp_name' => array( '' ),
				'error'    => array( UPLOAD_ERR_INI_SIZE ),
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $too_big );
		$this->assertStringStartsWith( 'big.png is larger than the upload limit', $too_big->get_error_message() );
	}
}
