<?php
/**
 * A refused chapter or volume form keeps its input: the next view of the edit screen shows what the editor typed in
 * that one form (the same action, the same chapter or volume), once, and only to that editor.
 *
 * @package Yomu\Core\Tests
 */

namespace Yomu\Core\Tests\Admin;

use Yomu\Core\Admin\ChaptersBox;
use Yomu\Core\Admin\KeptInput;
use Yomu\Core\Admin\RejectedInput;
use Yomu\Core\Content\MetaKeys;

require_once __DIR__ . '/AdminTestCase.php';

final class KeptInputTest extends AdminTestCase {

	/**
	 * The box's data for a manga, with a chapter's panel open.
	 *
	 * @param int $manga   Manga.
	 * @param int $chapter Chapter whose panel is open (0: none).
	 * @return array<string, mixed>
	 */
	private function box( int $manga, int $chapter = 0 ): array {
		$_GET['yomu_chapter'] = (string) $chapter;
		$data                 = ChaptersBox::data( get_post( $manga ) );
		unset( $_GET['yomu_chapter'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test clean-up.
		return $data;
	}

	public function test_the_refused_form_shows_the_typed_values_once_and_no_other_form_does(): void {
		$editor = $this->create_user( array( 'role' => 'editor' ) )->ID;
		wp_set_current_user( $editor );
		$manga  = self::factory()->manga->create();
		$volume = $this->volume( $manga, 'Cilt 1' );
		$other  = $this->volume( $manga, 'Cilt 2' );
		$first  = $this->chapter( $manga, 'Bölüm 1', $volume );
		$second = $this->chapter( $manga, 'Bölüm 2', $volume );

		RejectedInput::keep(
			KeptInput::form( $manga ),
			array(
				'action'              => 'yomu_chapter_update',
				'chapter_id'          => (string) $first,
				'chapter_name'        => 'Bölüm 1 (yeni)',
				'chapter_name_extend' => 'Uyanış',
				'volume_id'           => (string) $other,
				'chapter_status'      => '7',
				'_yomu_nonce'         => 'abc',
			)
		);
		$panel = $this->box( $manga, $first )['panel'];
		$this->assertSame( 'Bölüm 1 (yeni)', $panel['values']['chapter_name'] );
		$this->assertSame( 'Uyanış', $panel['values']['chapter_name_extend'] );
		$this->assertSame( (string) $other, $panel['values']['volume_id'] );
		$this->assertSame( '7', $panel['values']['chapter_status'] );
		$this->assertSame( '', $panel['values']['chapter_coin'] ); // not sent: the stored value
		// Read once: the next view shows the stored values.
		$this->assertSame( 'Bölüm 1', $this->box( $manga, $first )['panel']['values']['chapter_name'] );

		// Another chapter's panel, the create form and the volume fields keep their own values.
		RejectedInput::keep(
			KeptInput::form( $manga ),
			array(
				'action'       => 'yomu_chapter_update',
				'chapter_id'   => (string) $first,
				'chapter_name' => 'Başka',
			)
		);
		$box = $this->box( $manga, $second );
		$this->assertSame( 'Bölüm 2', $box['panel']['values']['chapter_name'] );
		$this->assertSame( '', $box['new_chapter']['chapter_name'] );
		$this->assertSame( 'Cilt 1', $box['volume_forms'][ $volume ]['name'] );

		// A volume rename: that volume's field only.
		RejectedInput::keep(
			KeptInput::form( $manga ),
			array(
				'action'      => 'yomu_volume_rename',
				'volume_id'   => (string) $other,
				'volume_name' => 'cilt 1',
			)
		);
		$box = $this->box( $manga );
		$this->assertSame( array( 'Cilt 1', 'cilt 1' ), array( $box['volume_forms'][ $volume ]['name'], $box['volume_forms'][ $other ]['name'] ) );
	}

	public function test_another_editor_does_not_see_it_and_video_rows_come_back(): void {
		$editor = $this->create_user( array( 'role' => 'editor' ) )->ID;
		$other  = $this->create_user( array( 'role' => 'editor' ) )->ID;
		$manga  = self::factory()->manga->create();
		update_post_meta( $manga, MetaKeys::CHAPTER_TYPE, 'video' );

		wp_set_current_user( $editor );
		RejectedInput::keep(
			KeptInput::form( $manga ),
			array(
				'action'            => 'yomu_chapter_create_video',
				'chapter_name'      => 'Bölüm 3',
				'yomu_server_name'  => array( 'Sunucu A', 'Sunucu B' ),
				'yomu_server_embed' => array( '<iframe src="https://example.invalid/x"></iframe>', '' ),
			)
		);
		wp_set_current_user( $other );
		$this->assertSame( '', $this->box( $manga )['new_chapter']['chapter_name'] );

		wp_set_current_user( $editor );
		$box = $this->box( $manga );
		$this->assertSame( 'Bölüm 3', $box['new_chapter']['chapter_name'] );
		$this->assertStringContainsString( 'value="Sunucu B"', $box['video_fields'] );
		$this->assertStringContainsString( '&lt;iframe src=&quot;https://example.invalid/x&quot;&gt;&lt;/iframe&gt;', $box['video_fields'] );
	}
}
