<?php
/**
 * Action wp-manga-upload-avatar.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Account;

require_once __DIR__ . '/AccountTestCase.php';

use Yomu\Core\Account\Avatar;
use Yomu\Core\Http\Ajax\Registrar;

/**
 * Content-checked, re-encoded, only for the signed-in user, old one removed.
 */
final class AvatarTest extends AccountTestCase {

	/**
	 * Temporary files made by the test.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			if ( file_exists( $file ) ) {
				wp_delete_file( $file );
			}
		}
		parent::tearDown();
	}

	/**
	 * A $_FILES-like entry for an image made with GD (or raw bytes).
	 *
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @param string $bytes  Raw content instead of an image.
	 * @return array<string, mixed>
	 */
	private function upload( int $width, int $height, string $bytes = '' ): array {
		$path          = (string) tempnam( sys_get_temp_dir(), 'avatar' );
		$this->files[] = $path;
		if ( '' !== $bytes ) {
			file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		} else {
			$image = imagecreatetruecolor( $width, $height );
			imagepng( $image, $path );
		}
		return array(
			'name'     => 'a.png',
			'type'     => 'image/png',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => filesize( $path ),
		);
	}

	public function test_a_good_image_is_resized_for_the_signed_in_user_only_and_replaces_the_old_one(): void {
		$victim = $this->create_user();
		$user   = $this->create_user();
		wp_set_current_user( $user->ID );
		$nonce  = wp_create_nonce( Avatar::NONCE );
		$fields = array(
			'_wpnonce' => $nonce,
			'userID'   => (string) $victim->ID,
		);

		$answer = Registrar::call( Avatar::ACTION, $fields, array( 'userAvatar' => $this->upload( 400, 300 ) ) );
		$this->assertTrue( $answer->success );
		$first = (int) get_user_meta( $user->ID, Avatar::META, true );
		$this->assertGreaterThan( 0, $first );
		$this->assertSame( '', get_user_meta( $victim->ID, Avatar::META, true ), 'userID is ignored' );
		$this->assertStringContainsString( (string) wp_get_attachment_url( $first ), $answer->data );
		$size = getimagesize( (string) get_attached_file( $first ) );
		$this->assertSame( array( 195, 195 ), array( $size[0], $size[1] ) );

		$answer = Registrar::call( Avatar::ACTION, $fields, array( 'userAvatar' => $this->upload( 200, 200 ) ) );
		$this->assertTrue( $answer->success );
		$second = (int) get_user_meta( $user->ID, Avatar::META, true );
		$this->assertNotSame( $first, $second );
		$this->assertNull( get_post( $first ), 'the old avatar is deleted' );
		wp_delete_attachment( $second, true );
	}

	public function test_refusals_change_nothing(): void {
		$user = $this->create_user();
		wp_set_current_user( $user->ID );
		$nonce        = array( '_wpnonce' => wp_create_nonce( Avatar::NONCE ) );
		$cases        = array(
			'no nonce'  => array( array(), $this->upload( 300, 300 ) ),
			'too small' => array( $nonce, $this->upload( 199, 400 ) ),
			'php'       => array( $nonce, $this->upload( 0, 0, "<?php echo 'x'; ?>" ) ),
			'svg'       => array( $nonce, $this->upload( 0, 0, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' ) ),
			'no file'   => array( $nonce, null ),
			'array'     => array( $nonce, array( 'tmp_name' => array( 'x' ) ) ),
		);
		$big          = $this->upload( 300, 300 );
		$big['size']  = Avatar::MAX_BYTES + 1;
		$cases['big'] = array( $nonce, $big );
		foreach ( $cases as $name => list( $fields, $file ) ) {
			$answer = Registrar::call( Avatar::ACTION, $fields, array( 'userAvatar' => $file ) );
			$this->assertFalse( $answer->success, $name );
			$this->assertIsString( $answer->data['msg'], $name );
		}
		wp_set_current_user( 0 );
		$answer = Registrar::call( Avatar::ACTION, $nonce, array( 'userAvatar' => $this->upload( 300, 300 ) ) );
		$this->assertFalse( $answer->success, 'guest' );
		$this->assertSame( '', get_user_meta( $user->ID, Avatar::META, true ) );
	}
}
